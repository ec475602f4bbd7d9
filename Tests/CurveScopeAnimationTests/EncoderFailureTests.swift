import Testing

@testable import CurveScopeVideo

#if canImport(Glibc)
  import Glibc
#endif

/// libx264 failing for want of memory is named as such, with its own words, and its raw line
/// never reaches the terminal; the memory plan bounds the frames it holds.
struct EncoderFailureTests {
  @Test("what the encoder writes to standard error itself is caught, and stderr restored")
  func caught() {
    let (result, text) = EncoderLog.capturing { () throws(FFmpegError) -> Int in
      let line = Array("x264 [error]: malloc of size 55705632 failed\n".utf8)
      _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      throw FFmpegError(
        operation: "open libx264", code: Int(FFmpegStatus.external),
        message: "Generic error in an external library")
    }
    #expect(text == "x264 [error]: malloc of size 55705632 failed")
    guard case .failure(let error) = result else {
      Issue.record("the failure was lost")
      return
    }
    let cause = VideoWriter.encoderCause(error, log: text, width: 3240, height: 4216)
    #expect(
      cause
        == .encoderFailed(
          encoder: "libx264", width: 3240, height: 4216, detail: "malloc of size 55705632 failed"))
    let message = VideoWriteError(path: "x.mp4", cause: cause).description
    #expect(message.hasPrefix("x.mp4 — libx264 could not encode 3240×4216 frames (malloc of size "))
    #expect(message.contains("ran out of memory"))
    #expect(!message.contains("Generic error"))
    // Standard error is the terminal's again.
    #expect(fcntl(2, F_GETFD) >= 0)
    // Other FFmpeg failures keep FFmpeg's words.
    let other = FFmpegError(operation: "write header", code: -5, message: "I/O error")
    #expect(VideoWriter.encoderCause(other, log: "", width: 2, height: 2) == .ffmpeg(other))
  }

  @Test("the memory plan keeps the defaults for small frames and bounds large ones")
  func plan() {
    // The default animations (1213 × 1034) and an iPhone screen at 3× (1125 × 2436):
    // libx264's own settings.
    #expect(X264MemoryPlan.parameters(pixels: 1214 * 1034) == nil)
    #expect(X264MemoryPlan.parameters(pixels: 1126 * 2436) == nil)
    // Two phones at 4 px a point (3240 × 4216): a dozen frames in flight.
    let large = 3240 * 4216
    #expect(X264MemoryPlan.framesInFlight(pixels: large) == 13)
    #expect(
      X264MemoryPlan.parameters(pixels: large)
        == "ref=1:bframes=0:rc-lookahead=10:threads=1:sync-lookahead=0")
    // The largest frame allowed (40 MP): one frame of look-ahead, one reference.
    #expect(
      X264MemoryPlan.parameters(pixels: 40_000_000)
        == "ref=1:bframes=0:rc-lookahead=1:threads=1:sync-lookahead=0")
    #expect(X264MemoryPlan.estimatedBytes(pixels: large) == X264MemoryPlan.budgetBytes)
  }
}
