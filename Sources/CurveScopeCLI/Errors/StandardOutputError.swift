import CurveScopeSupport

/// Standard output that cannot be written (exit 73): closed, a pipe whose reader has gone, a
/// full device.
package struct StandardOutputError: CurveScopeError, Equatable {
  /// Why the write failed.
  package enum Cause: Sendable, Equatable {
    /// The process was started with standard output closed (`>&-`).
    case closed
    /// The reading end of the pipe is closed (`EPIPE`: `| head -c 10` has read enough).
    case brokenPipe
    /// The device or file system is full (`ENOSPC`, `/dev/full`).
    case noSpace
    /// Any other failure: the system's `errno` and its text, lower-cased.
    case system(code: Int32, reason: String)
  }

  /// Why.
  package var cause: Cause

  /// Creates the error.
  package init(_ cause: Cause) {
    self.cause = cause
  }

  /// `standard output`.
  package var subject: String { "standard output" }

  /// Why it cannot be written; the output stops there.
  package var problem: String {
    switch cause {
    case .closed: "is closed; nothing can be printed (run without >&-)"
    case .brokenPipe: "the reader closed the pipe (broken pipe); output stopped"
    case .noSpace: "cannot be written: no space left on the device"
    case .system(_, let reason): "cannot be written: \(reason)"
    }
  }
}
