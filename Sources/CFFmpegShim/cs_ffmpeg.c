// See include/cs_ffmpeg.h.
#include "cs_ffmpeg.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

#include <libavcodec/avcodec.h>
#include <libavutil/display.h>
#include <libavutil/error.h>

int cs_averror_again(void) { return AVERROR(EAGAIN); }
int cs_averror_eof(void) { return AVERROR_EOF; }
int cs_averror_invalid_data(void) { return AVERROR_INVALIDDATA; }
int cs_averror_stream_not_found(void) { return AVERROR_STREAM_NOT_FOUND; }
int cs_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }
int cs_averror_no_memory(void) { return AVERROR(ENOMEM); }
int cs_averror_external(void) { return AVERROR_EXTERNAL; }
int64_t cs_nopts_value(void) { return AV_NOPTS_VALUE; }

// Decodes a 3×3 display matrix (16.16 fixed point, as av_display_rotation_get expects).
static int cs_matrix_rotation(const uint8_t *data, size_t size, double *clockwise_degrees,
                              int *mirrored) {
  if (data == NULL || size < 9 * sizeof(int32_t)) return 0;
  const int32_t *matrix = (const int32_t *)data;
  double counter_clockwise = av_display_rotation_get(matrix);
  if (isnan(counter_clockwise)) return 0;
  double determinant = (double)matrix[0] * matrix[4] - (double)matrix[1] * matrix[3];
  *clockwise_degrees = -counter_clockwise;
  *mirrored = determinant < 0 ? 1 : 0;
  return 1;
}

int cs_stream_display_rotation(const AVStream *stream, double *clockwise_degrees, int *mirrored) {
  if (stream == NULL) return 0;
#if LIBAVFORMAT_VERSION_MAJOR >= 61
  const AVPacketSideData *side = av_packet_side_data_get(
      stream->codecpar->coded_side_data, stream->codecpar->nb_coded_side_data,
      AV_PKT_DATA_DISPLAYMATRIX);
  if (side == NULL) return 0;
  return cs_matrix_rotation(side->data, side->size, clockwise_degrees, mirrored);
#else
  size_t size = 0;
  const uint8_t *data = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size);
  return cs_matrix_rotation(data, size, clockwise_degrees, mirrored);
#endif
}

int cs_frame_display_rotation(const AVFrame *frame, double *clockwise_degrees, int *mirrored) {
  if (frame == NULL) return 0;
  AVFrameSideData *side = av_frame_get_side_data(frame, AV_FRAME_DATA_DISPLAYMATRIX);
  if (side == NULL) return 0;
  return cs_matrix_rotation(side->data, side->size, clockwise_degrees, mirrored);
}

int cs_stream_rotate_tag(const AVStream *stream, double *clockwise_degrees) {
  if (stream == NULL) return 0;
  AVDictionaryEntry *entry = av_dict_get(stream->metadata, "rotate", NULL, 0);
  if (entry == NULL || entry->value == NULL) return 0;
  char *end = NULL;
  double value = strtod(entry->value, &end);
  if (end == entry->value || !isfinite(value)) return 0;
  *clockwise_degrees = value;
  return 1;
}
