import Synchronization

/// A progress line for work that may take more than a second (an animation, a large sweep):
/// shown on standard error only when it is a terminal (``CommandIO/progress``), and only once
/// the work has run for ``delay``, then at most ten times a second; ``finish()`` clears it.
/// Safe to update from several threads.
package final class ProgressLine: Sendable {
  /// How long the work runs before the line appears.
  package static let delay = Duration.seconds(1)
  /// The least time between two updates of the line.
  package static let interval = Duration.milliseconds(100)

  private struct State {
    var lastShown: ContinuousClock.Instant?
    var isShown = false
  }

  private let show: (@Sendable (String) -> Void)?
  private let label: String
  private let start: ContinuousClock.Instant
  private let delay: Duration
  private let state = Mutex(State())

  /// A line labelled `label` (`compare: frame`), drawn through `io`'s progress writer once the
  /// work has run for `delay` (`io`'s, by default ``delay``).
  package init(_ label: String, io: CommandIO, delay: Duration? = nil) {
    self.show = io.progress
    self.label = label
    self.delay = delay ?? io.progressDelay
    start = ContinuousClock.now
  }

  /// Reports that `done` of `total` steps are done.
  package func update(_ done: Int, of total: Int) {
    guard let show else { return }
    let now = ContinuousClock.now
    guard now - start >= delay else { return }
    let due = state.withLock { state -> Bool in
      if let last = state.lastShown, now - last < Self.interval, done < total { return false }
      state.lastShown = now
      state.isShown = true
      return true
    }
    guard due else { return }
    let fraction = total > 0 ? Double(min(max(done, 0), total)) / Double(total) : 0
    let percent = Int((fraction * 100).rounded(.down))
    show("\(label) \(done)/\(total) (\(percent) %)")
  }

  /// ``update(_:of:)`` as a function to hand to the work.
  package var reporter: @Sendable (Int, Int) -> Void {
    { [self] done, total in update(done, of: total) }
  }

  /// Clears the line when it was shown.
  package func finish() {
    guard let show, state.withLock({ $0.isShown }) else { return }
    show("")
  }
}
