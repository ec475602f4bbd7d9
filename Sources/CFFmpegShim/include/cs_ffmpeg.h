// FFmpeg's error macros, its "no timestamp" constant and the display matrix as plain C
// functions, so Swift can use them: function-like macros (AVERROR, FFERRTAG) do not import, and
// where the display matrix lives changed between FFmpeg 5 and 7 (stream side data, then the
// codec parameters' coded side data). Only the FFmpeg folder of CurveScopeVideo includes this.
#ifndef CS_FFMPEG_H
#define CS_FFMPEG_H

#include <stdint.h>

#include <libavformat/avformat.h>
#include <libavutil/frame.h>

#ifdef __cplusplus
extern "C" {
#endif

/// AVERROR(EAGAIN): the codec wants input (decoder) or has no output yet.
int cs_averror_again(void);
/// AVERROR_EOF: the end of the stream.
int cs_averror_eof(void);
/// AVERROR_INVALIDDATA: the bytes are not what the format or codec expects.
int cs_averror_invalid_data(void);
/// AVERROR_STREAM_NOT_FOUND, as av_find_best_stream returns.
int cs_averror_stream_not_found(void);
/// AVERROR_DECODER_NOT_FOUND, as av_find_best_stream returns.
int cs_averror_decoder_not_found(void);
/// AVERROR(ENOMEM).
int cs_averror_no_memory(void);
/// AVERROR_EXTERNAL: "Generic error in an external library" (libx264 failing to open or
/// encode, most often for want of memory).
int cs_averror_external(void);
/// AV_NOPTS_VALUE: no timestamp.
int64_t cs_nopts_value(void);

/// Reads the stream's display matrix (ISO/IEC 14496-12 tkhd matrix, as FFmpeg exports it).
/// Returns 1 and fills `clockwise_degrees` (how far the decoded picture must turn clockwise to
/// be upright, as av_display_rotation_get reports counter-clockwise degrees) and `mirrored`
/// (1 when the matrix also flips horizontally: negative determinant); 0 when there is none.
int cs_stream_display_rotation(const AVStream *stream, double *clockwise_degrees, int *mirrored);

/// The same for a display matrix attached to a decoded frame.
int cs_frame_display_rotation(const AVFrame *frame, double *clockwise_degrees, int *mirrored);

/// The stream's legacy "rotate" metadata tag (clockwise degrees), as older muxers and
/// `-metadata:s:v rotate=N` write it. Returns 1 and fills `clockwise_degrees` when present and
/// numeric, 0 otherwise.
int cs_stream_rotate_tag(const AVStream *stream, double *clockwise_degrees);

#ifdef __cplusplus
}
#endif

#endif
