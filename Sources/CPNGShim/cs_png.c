// See include/cs_png.h. All setjmp/longjmp traffic stays inside this file.
#include "cs_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  cs_png_write_fn write;
  void *context;
  int write_failed;
  char *error;
  size_t error_capacity;
} cs_png_state;

static void cs_png_set_error(cs_png_state *state, const char *message) {
  if (state->error == NULL || state->error_capacity == 0) return;
  strncpy(state->error, message, state->error_capacity - 1);
  state->error[state->error_capacity - 1] = '\0';
}

static void cs_png_on_error(png_structp png, png_const_charp message) {
  cs_png_state *state = (cs_png_state *)png_get_error_ptr(png);
  if (state != NULL && !state->write_failed) cs_png_set_error(state, message);
  png_longjmp(png, 1);
}

static void cs_png_on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void cs_png_on_write(png_structp png, png_bytep data, size_t length) {
  cs_png_state *state = (cs_png_state *)png_get_io_ptr(png);
  if (state->write(state->context, data, length) != 0) {
    state->write_failed = 1;
    cs_png_set_error(state, "the output sink refused the bytes");
    png_error(png, "write failed");
  }
}

static void cs_png_on_flush(png_structp png) { (void)png; }

// Cairo premultiplies with round(c * a / 255); its PNG writer un-premultiplies with
// (c * 255 + a / 2) / a. Doing the same keeps our files pixel-identical to Cairo's.
static void cs_png_convert_row(const uint32_t *source, unsigned char *target, int width,
                               int opaque) {
  if (opaque) {
    for (int x = 0; x < width; x++) {
      uint32_t pixel = source[x];
      target[3 * x + 0] = (unsigned char)(pixel >> 16);
      target[3 * x + 1] = (unsigned char)(pixel >> 8);
      target[3 * x + 2] = (unsigned char)pixel;
    }
    return;
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
}

// Runs the libpng calls; separate so that no local the caller reads is modified after setjmp.
static int cs_png_run(cs_png_state *state, const unsigned char *pixels, int width, int height,
                      int stride, int opaque, int level, int filter, int strategy,
                      unsigned char *row) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, cs_png_on_error,
                                            cs_png_on_warning);
  if (png == NULL) {
    cs_png_set_error(state, "libpng could not create a write struct");
    return CS_PNG_ERROR_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    cs_png_set_error(state, "libpng could not create an info struct");
    return CS_PNG_ERROR_MEMORY;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return state->write_failed ? CS_PNG_ERROR_WRITE : CS_PNG_ERROR_LIBPNG;
  }
  png_set_write_fn(png, state, cs_png_on_write, cs_png_on_flush);
  png_set_compression_level(png, level);
  png_set_compression_strategy(png, strategy);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    const uint32_t *source = (const uint32_t *)(const void *)(pixels + (size_t)y * (size_t)stride);
    cs_png_convert_row(source, row, width, opaque);
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return CS_PNG_OK;
}

int cs_png_encode_argb32(const unsigned char *pixels, int width, int height, int stride,
                         int opaque, int level, int filter, int strategy,
                         cs_png_write_fn write, void *context,
                         char *error, size_t error_capacity) {
  cs_png_state state = {write, context, 0, error, error_capacity};
  if (error != NULL && error_capacity > 0) error[0] = '\0';
  if (pixels == NULL || write == NULL || width <= 0 || height <= 0 ||
      stride < 4 * width || level < 0 || level > 9 || (filter & ~CS_PNG_FILTER_ALL) != 0 ||
      filter == 0 || strategy < 0 || strategy > 3) {
    cs_png_set_error(&state, "invalid arguments to the PNG encoder");
    return CS_PNG_ERROR_ARGUMENT;
  }
  unsigned char *row = malloc((size_t)width * 4);
  if (row == NULL) {
    cs_png_set_error(&state, "out of memory for a PNG row");
    return CS_PNG_ERROR_MEMORY;
  }
  int result = cs_png_run(&state, pixels, width, height, stride, opaque, level, filter, strategy,
                          row);
  free(row);
  return result;
}

int cs_argb32_is_opaque(const unsigned char *pixels, int width, int height, int stride) {
  if (pixels == NULL || width <= 0 || height <= 0 || stride < 4 * width) return 0;
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(const void *)(pixels + (size_t)y * (size_t)stride);
    uint32_t all = 0xff000000u;
    for (int x = 0; x < width; x++) all &= row[x];
    if ((all & 0xff000000u) != 0xff000000u) return 0;
  }
  return 1;
}

const char *cs_png_libpng_version(void) { return png_get_libpng_ver(NULL); }
