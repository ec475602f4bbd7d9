// See include/cs_png.h: cs_png_encode_argb32_fast. The PNG container is written here (PNG
// specification, 2nd edition, W3C 2003: signature, IHDR, IDAT, IEND, each chunk with its
// CRC-32); the zlib stream inside the IDAT chunks comes from ISA-L's igzip at level 1.
#include "cs_png.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>

// Compressed bytes gathered before they are written as one IDAT chunk.
#define CS_PNG_IDAT_BYTES (256 * 1024)
// Filtered rows gathered before they are handed to the compressor in one call (at least one
// row): fewer calls, and fewer copies of the compressor's history window.
#define CS_PNG_BLOCK_BYTES (256 * 1024)

typedef struct {
  cs_png_write_fn write;
  void *context;
  char *error;
  size_t error_capacity;
} cs_png_sink;

// cs_png_fast_run's answer when a row checked for opacity has a pixel with alpha below 255.
#define CS_PNG_FAST_NOT_OPAQUE (-1)

// The encoded bytes held in memory while the image is not yet known to be opaque.
typedef struct {
  unsigned char *data;
  size_t length;
  size_t capacity;
} cs_png_memory;

static int cs_png_memory_write(void *context, const unsigned char *data, size_t length) {
  cs_png_memory *memory = context;
  if (length > memory->capacity - memory->length) {
    size_t capacity = memory->capacity > 0 ? memory->capacity : 256 * 1024;
    while (length > capacity - memory->length) {
      if (capacity > SIZE_MAX / 2) return 1;
      capacity *= 2;
    }
    unsigned char *grown = realloc(memory->data, capacity);
    if (grown == NULL) return 1;
    memory->data = grown;
    memory->capacity = capacity;
  }
  memcpy(memory->data + memory->length, data, length);
  memory->length += length;
  return 0;
}

static void cs_png_fast_error(cs_png_sink *sink, const char *message) {
  if (sink->error == NULL || sink->error_capacity == 0) return;
  strncpy(sink->error, message, sink->error_capacity - 1);
  sink->error[sink->error_capacity - 1] = '\0';
}

static void cs_png_put32(unsigned char *target, uint32_t value) {
  target[0] = (unsigned char)(value >> 24);
  target[1] = (unsigned char)(value >> 16);
  target[2] = (unsigned char)(value >> 8);
  target[3] = (unsigned char)value;
}

// Writes one chunk: length, type, data, CRC-32 of type and data.
static int cs_png_chunk(cs_png_sink *sink, const char *type, const unsigned char *data,
                        size_t length) {
  unsigned char head[8];
  unsigned char tail[4];
  cs_png_put32(head, (uint32_t)length);
  memcpy(head + 4, type, 4);
  uint32_t crc = crc32_gzip_refl(0, head + 4, 4);
  if (length > 0) crc = crc32_gzip_refl(crc, data, length);
  cs_png_put32(tail, crc);
  if (sink->write(sink->context, head, 8) != 0) return CS_PNG_ERROR_WRITE;
  if (length > 0 && sink->write(sink->context, data, length) != 0) return CS_PNG_ERROR_WRITE;
  if (sink->write(sink->context, tail, 4) != 0) return CS_PNG_ERROR_WRITE;
  return CS_PNG_OK;
}

// One row of premultiplied ARGB32 as 8-bit RGB or straight RGBA, rounded as Cairo's writer
// rounds (the same conversion as the libpng path).
// Returns, for the opaque case, whether every alpha of the row was 255 (else 1).
static int cs_png_fast_convert(const uint32_t *source, unsigned char *target, int width,
                               int opaque) {
  if (opaque) {
    int x = 0;
    uint32_t all = 0xff000000u;
#if defined(__clang__) && defined(__ORDER_LITTLE_ENDIAN__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Four pixels at a time: in memory each is B, G, R, A; one byte shuffle keeps R, G, B of
    // each (12 of the 16 bytes). The same bytes as the loop below, without its 12 shifts.
    typedef unsigned char cs_bytes16 __attribute__((ext_vector_type(16)));
    typedef uint32_t cs_words4 __attribute__((ext_vector_type(4)));
    cs_words4 every = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu};
    for (; x + 4 <= width; x += 4) {
      cs_bytes16 pixels;
      memcpy(&pixels, source + x, 16);
      every &= (cs_words4)pixels;
      cs_bytes16 rgb = __builtin_shufflevector(pixels, pixels, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13,
                                               12, 0, 0, 0, 0);
      memcpy(target + 3 * x, &rgb, 12);
    }
    all &= every[0] & every[1] & every[2] & every[3];
#endif
    for (; x < width; x++) {
      uint32_t pixel = source[x];
      all &= pixel;
      target[3 * x + 0] = (unsigned char)(pixel >> 16);
      target[3 * x + 1] = (unsigned char)(pixel >> 8);
      target[3 * x + 2] = (unsigned char)pixel;
    }
    return (all & 0xff000000u) == 0xff000000u;
  }
  for (int x = 0; x < width; x++) {
    uint32_t pixel = source[x];
    uint32_t alpha = pixel >> 24;
    unsigned char *out = target + 4 * x;
    if (alpha == 0) {
      out[0] = out[1] = out[2] = out[3] = 0;
    } else if (alpha == 255) {
      out[0] = (unsigned char)(pixel >> 16);
      out[1] = (unsigned char)(pixel >> 8);
      out[2] = (unsigned char)pixel;
      out[3] = 255;
    } else {
      out[0] = (unsigned char)((((pixel >> 16) & 0xff) * 255 + alpha / 2) / alpha);
      out[1] = (unsigned char)((((pixel >> 8) & 0xff) * 255 + alpha / 2) / alpha);
      out[2] = (unsigned char)(((pixel & 0xff) * 255 + alpha / 2) / alpha);
      out[3] = (unsigned char)alpha;
    }
  }
  return 1;
}

// The filtered row: its filter type byte, then each byte minus its predictor (PNG §9.2).
static void cs_png_fast_filter(const unsigned char *row, const unsigned char *above,
                               unsigned char *target, size_t bytes, int channels, int filter) {
  target[0] = (unsigned char)filter;
  unsigned char *out = target + 1;
  switch (filter) {
    case 1:
      for (size_t i = 0; i < bytes; i++) {
        out[i] = (unsigned char)(row[i] - (i >= (size_t)channels ? row[i - channels] : 0));
      }
      break;
    case 2:
      for (size_t i = 0; i < bytes; i++) {
        out[i] = (unsigned char)(row[i] - (above != NULL ? above[i] : 0));
      }
      break;
    default:
      memcpy(out, row, bytes);
  }
}

// How many filtered rows of `bytes` pixel bytes one compressor call takes.
static size_t cs_png_block_rows(size_t bytes) {
  size_t rows = CS_PNG_BLOCK_BYTES / (bytes + 1);
  return rows > 0 ? rows : 1;
}

// Runs the encoder with the buffers allocated; returns a CS_PNG_* code.
// With `check`, returns CS_PNG_FAST_NOT_OPAQUE at the first row whose alpha is not all 255.
static int cs_png_fast_run(cs_png_sink *sink, const unsigned char *pixels, int width, int height,
                           int stride, int opaque, int check, int filter, unsigned char *rows,
                           unsigned char *filtered, unsigned char *out, unsigned char *level) {
  static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  if (sink->write(sink->context, signature, 8) != 0) return CS_PNG_ERROR_WRITE;
  unsigned char header[13];
  cs_png_put32(header, (uint32_t)width);
  cs_png_put32(header + 4, (uint32_t)height);
  header[8] = 8;                 // bits per sample
  header[9] = opaque ? 2 : 6;    // truecolour, or truecolour with alpha
  header[10] = header[11] = 0;   // deflate, adaptive filtering method 0
  header[12] = 0;                // no interlace
  int result = cs_png_chunk(sink, "IHDR", header, sizeof header);
  if (result != CS_PNG_OK) return result;

  int channels = opaque ? 3 : 4;
  size_t bytes = (size_t)width * (size_t)channels;
  struct isal_zstream stream;
  isal_deflate_init(&stream);
  stream.level = 1;
  stream.level_buf = level;
  stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
  stream.gzip_flag = IGZIP_ZLIB;
  stream.flush = NO_FLUSH;
  size_t used = 0;
  size_t block = cs_png_block_rows(bytes);
  size_t gathered = 0;
  for (int y = 0; y < height; y++) {
    unsigned char *row = rows + (size_t)(y & 1) * bytes;
    unsigned char *above = y > 0 ? rows + (size_t)((y - 1) & 1) * bytes : NULL;
    const uint32_t *source =
        (const uint32_t *)(const void *)(pixels + (size_t)y * (size_t)stride);
    unsigned char *target = filtered + gathered * (bytes + 1);
    int rowOpaque;
    if (filter == 0) {
      // Unfiltered: converted straight into the compressor's block, no copy.
      target[0] = 0;
      rowOpaque = cs_png_fast_convert(source, target + 1, width, opaque);
    } else {
      rowOpaque = cs_png_fast_convert(source, row, width, opaque);
      cs_png_fast_filter(row, above, target, bytes, channels, filter);
    }
    if (check && !rowOpaque) return CS_PNG_FAST_NOT_OPAQUE;
    gathered += 1;
    int last = y == height - 1;
    if (gathered < block && !last) continue;
    stream.next_in = filtered;
    stream.avail_in = (uint32_t)(gathered * (bytes + 1));
    stream.end_of_stream = (uint16_t)last;
    gathered = 0;
    do {
      stream.next_out = out + used;
      stream.avail_out = (uint32_t)(CS_PNG_IDAT_BYTES - used);
      if (isal_deflate(&stream) != COMP_OK) {
        cs_png_fast_error(sink, "ISA-L could not compress a row");
        return CS_PNG_ERROR_LIBPNG;
      }
      used = CS_PNG_IDAT_BYTES - stream.avail_out;
      if (used == CS_PNG_IDAT_BYTES) {
        result = cs_png_chunk(sink, "IDAT", out, used);
        if (result != CS_PNG_OK) return result;
        used = 0;
      }
    } while (stream.avail_in > 0 || (last && stream.internal_state.state != ZSTATE_END));
  }
  if (used > 0) {
    result = cs_png_chunk(sink, "IDAT", out, used);
    if (result != CS_PNG_OK) return result;
  }
  return cs_png_chunk(sink, "IEND", NULL, 0);
}

int cs_png_encode_argb32_fast(const unsigned char *pixels, int width, int height, int stride,
                              int opaque, int filter, cs_png_write_fn write, void *context,
                              char *error, size_t error_capacity) {
  cs_png_sink sink = {write, context, error, error_capacity};
  if (error != NULL && error_capacity > 0) error[0] = '\0';
  // A block of rows of 4 bytes per pixel plus their filter bytes must fit the stream's 32-bit
  // count: one row of at most 2^28 pixels, or rows of at most CS_PNG_BLOCK_BYTES together.
  if (pixels == NULL || write == NULL || width <= 0 || height <= 0 || width > (1 << 28) ||
      stride < 4 * width || filter < 0 || filter > 2) {
    cs_png_fast_error(&sink, "invalid arguments to the PNG encoder");
    return CS_PNG_ERROR_ARGUMENT;
  }
  // Buffers for 4 bytes a pixel serve 3 as well (a detecting call may encode both ways).
  size_t wide = (size_t)width * 4;
  size_t narrow = (size_t)width * 3;
  size_t block = cs_png_block_rows(wide) * (wide + 1);
  size_t narrowBlock = cs_png_block_rows(narrow) * (narrow + 1);
  unsigned char *rows = malloc(2 * wide);
  unsigned char *filtered = malloc(block > narrowBlock ? block : narrowBlock);
  unsigned char *out = malloc(CS_PNG_IDAT_BYTES);
  unsigned char *level = malloc(ISAL_DEF_LVL1_DEFAULT);
  int result;
  if (rows == NULL || filtered == NULL || out == NULL || level == NULL) {
    cs_png_fast_error(&sink, "out of memory for the PNG encoder");
    result = CS_PNG_ERROR_MEMORY;
  } else if (opaque < 0) {
    // Encode as RGB into memory, checking every alpha on the way; RGBA if one is below 255.
    cs_png_memory memory = {NULL, 0, 0};
    cs_png_sink held = {cs_png_memory_write, &memory, error, error_capacity};
    result = cs_png_fast_run(&held, pixels, width, height, stride, 1, 1, filter, rows, filtered,
                             out, level);
    if (result == CS_PNG_OK) {
      if (write(context, memory.data, memory.length) != 0) result = CS_PNG_ERROR_WRITE;
    } else if (result == CS_PNG_FAST_NOT_OPAQUE) {
      result = cs_png_fast_run(&sink, pixels, width, height, stride, 0, 0, filter, rows,
                               filtered, out, level);
    } else if (result == CS_PNG_ERROR_WRITE) {
      result = CS_PNG_ERROR_MEMORY;
      cs_png_fast_error(&sink, "out of memory for the encoded PNG");
    }
    free(memory.data);
  } else {
    result = cs_png_fast_run(&sink, pixels, width, height, stride, opaque != 0, 0, filter, rows,
                             filtered, out, level);
  }
  if (result == CS_PNG_ERROR_WRITE) cs_png_fast_error(&sink, "the output sink refused the bytes");
  free(rows);
  free(filtered);
  free(out);
  free(level);
  return result;
}
