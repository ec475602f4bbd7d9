// PNG encoders for Cairo's ARGB32 pixels: a setjmp-safe one on top of libpng, and a fast one
// that writes the container itself around ISA-L's DEFLATE.
//
// libpng reports errors with longjmp. Swift frames must never be jumped over, so every libpng
// call happens inside cs_png_encode_argb32, which owns the setjmp and turns a libpng error into
// a return code and a message. No libpng type appears in this header.
#ifndef CS_PNG_H
#define CS_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Receives encoded bytes; returns 0 on success, non-zero to abort the encoding.
typedef int (*cs_png_write_fn)(void *context, const unsigned char *data, size_t length);

/// Row filters, the values of libpng's PNG_FILTER_* masks.
enum {
  CS_PNG_FILTER_NONE = 0x08,
  CS_PNG_FILTER_SUB = 0x10,
  CS_PNG_FILTER_UP = 0x20,
  CS_PNG_FILTER_AVG = 0x40,
  CS_PNG_FILTER_PAETH = 0x80,
  CS_PNG_FILTER_ALL = 0xF8,
};

/// zlib strategies, the values of zlib's Z_* strategy constants.
enum {
  CS_PNG_STRATEGY_DEFAULT = 0,
  CS_PNG_STRATEGY_FILTERED = 1,
  CS_PNG_STRATEGY_HUFFMAN_ONLY = 2,
  CS_PNG_STRATEGY_RLE = 3,
};

/// Return codes of cs_png_encode_argb32.
enum {
  CS_PNG_OK = 0,
  CS_PNG_ERROR_ARGUMENT = 1,
  CS_PNG_ERROR_LIBPNG = 2,
  CS_PNG_ERROR_WRITE = 3,
  CS_PNG_ERROR_MEMORY = 4,
};

/// Encodes premultiplied, native-endian ARGB32 pixels (Cairo's CAIRO_FORMAT_ARGB32) as a PNG.
///
/// - pixels: the first row; rows are `stride` bytes apart.
/// - opaque: non-zero writes 8-bit RGB (alpha dropped; every alpha must be 255), zero writes
///   8-bit RGBA with straight (un-premultiplied) colour, rounded as Cairo's own writer does.
/// - level: zlib level 0...9; filter: a CS_PNG_FILTER_* mask; strategy: a CS_PNG_STRATEGY_*.
/// - write/context: the byte sink; a non-zero return aborts with CS_PNG_ERROR_WRITE.
/// - error/error_capacity: receives a NUL-terminated message when the result is not CS_PNG_OK.
int cs_png_encode_argb32(const unsigned char *pixels, int width, int height, int stride,
                         int opaque, int level, int filter, int strategy,
                         cs_png_write_fn write, void *context,
                         char *error, size_t error_capacity);

/// Encodes the same pixels as cs_png_encode_argb32, writing the PNG container itself and
/// compressing with ISA-L's igzip at level 1 (several times faster than zlib's level 1 on
/// figures, for files a few per cent larger). The decoded pixels are identical to the libpng
/// path's; the bytes are not.
///
/// - filter: 0 none, 1 sub, 2 up (the PNG filter types; one for every row).
/// - opaque: as for cs_png_encode_argb32, or negative to find out while encoding: the image is
///   encoded as RGB into memory while every alpha is checked in the same pass over the pixels
///   (one pass instead of cs_argb32_is_opaque's and the encoder's two), then written; at the
///   first pixel with alpha below 255 the memory is dropped and the image is encoded as RGBA.
///   The bytes are those of the call with the right 0 or 1.
/// - Other parameters and the return codes as for cs_png_encode_argb32 (CS_PNG_ERROR_LIBPNG
///   stands for a compressor error here).
int cs_png_encode_argb32_fast(const unsigned char *pixels, int width, int height, int stride,
                              int opaque, int filter, cs_png_write_fn write, void *context,
                              char *error, size_t error_capacity);

/// Returns 1 when every pixel of an ARGB32 image has alpha 255 (the image can be saved as RGB).
int cs_argb32_is_opaque(const unsigned char *pixels, int width, int height, int stride);

/// The version of libpng this build runs with, such as "1.6.39".
const char *cs_png_libpng_version(void);

#ifdef __cplusplus
}
#endif

#endif
