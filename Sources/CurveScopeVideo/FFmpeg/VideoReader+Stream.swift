import CFFmpeg
import CFFmpegShim

extension VideoReader {
  /// The recording's video stream (not a still cover picture); reads stream info first when
  /// the header leaves the size or codec unknown (raw streams).
  static func videoStream(
    of input: InputFormatContext, path: String
  ) throws(VideoReadError) -> UnsafeMutablePointer<AVStream> {
    let needsProbe = !input.streams.contains { stream in
      let parameters = stream.pointee.codecpar.pointee
      return parameters.codec_type == AVMEDIA_TYPE_VIDEO && parameters.width > 0
        && parameters.codec_id != AV_CODEC_ID_NONE
    }
    if needsProbe {
      do {
        try input.findStreamInfo()
      } catch {
        throw VideoReadError(path: path, cause: .notAVideo(detail: error.detailText))
      }
    }
    let candidates = input.streams.filter { stream in
      stream.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO
        && stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC == 0
    }
    let best = av_find_best_stream(input.handle, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
    if best >= 0, let stream = candidates.first(where: { $0.pointee.index == best }) {
      return stream
    }
    guard let first = candidates.first else {
      throw VideoReadError(path: path, cause: .noVideoStream)
    }
    return first
  }

  /// Clockwise quarter turns and mirroring from the display matrix, else the `rotate` tag.
  static func orientation(
    of stream: UnsafeMutablePointer<AVStream>, path: String
  ) throws(VideoReadError) -> (quarterTurns: Int, mirrored: Bool) {
    var degrees = 0.0
    var mirrored: Int32 = 0
    if cs_stream_display_rotation(stream, &degrees, &mirrored) == 0 {
      mirrored = 0
      if cs_stream_rotate_tag(stream, &degrees) == 0 { degrees = 0 }
    }
    let turns = (degrees / 90).rounded()
    guard degrees.isFinite, abs(degrees - turns * 90) < 1, abs(turns) < 1e6 else {
      throw VideoReadError(path: path, cause: .unsupportedRotation(degrees: degrees))
    }
    let quarterTurns = ((Int(turns) % 4) + 4) % 4
    return (quarterTurns, mirrored != 0)
  }
}
