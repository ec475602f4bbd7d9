public import CurveScopeOutput
import CurveScopePlot
public import CurveScopeSync
import Dispatch
import Synchronization

/// Renders gallery items into a folder on all cores and writes the index.
public enum GalleryRenderer {
  /// A file of the gallery made elsewhere (an animation), listed in the index with the figures.
  public struct ExtraEntry: Sendable {
    /// The file name without extension.
    public var name: String
    /// The `index.md` section it is listed under.
    public var section: String
    /// A one-line caption.
    public var caption: String
    /// The file name, in the gallery's folder.
    public var file: String

    /// Creates an entry.
    public init(name: String, section: String, caption: String, file: String) {
      self.name = name
      self.section = section
      self.caption = caption
      self.file = file
    }
  }

  /// What a run did.
  public struct Report: Sendable {
    /// The files written, in item order (file names, without the folder).
    public var files: [String]
    /// Stale temporaries of a killed run that were removed first.
    public var removedTemporaries: Int
  }

  /// Builds and writes every item to `folder/NAME.EXT` (created if missing), each file
  /// atomically, on `threads` threads; flushes them to disk at once; then writes
  /// `folder/index.md` listing the figures (and `extra`, files already written there) by
  /// section with their captions. `progress(done, total)` is called after each figure, from
  /// worker threads.
  /// - Throws: ``FigureOutputError`` for the folder or a file, or the first error any item threw
  ///   (after every item has been tried; the index is then not written).
  public static func render(
    _ items: [GalleryItem], to folder: String, format: OutputFormat,
    options: RenderOptions = .standard, threads: Int = SyncSweep.processorCount,
    extra: [ExtraEntry] = [], progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> Report {
    try OutputFolder.create(folder)
    let removed = OutputFolder.removeStaleTemporaries(in: folder)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let files = items.map { "\($0.name).\(format.rawValue)" }
    let errors = Mutex<[Int: any Error]>([:])
    let done = Atomic<Int>(0)
    let total = items.count
    // Work is handed out one item at a time from a shared counter, so slow figures do not hold
    // up a fixed share of the list; from the end of the list, where the bigger figures (grids,
    // sweeps, overviews) are, so that the last ones to finish are small.
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, total))) { _ in
      while true {
        let taken = next.add(1, ordering: .relaxed).oldValue
        guard taken < total else { return }
        let index = total - 1 - taken
        do {
          try items[index].figure.figure().write(
            to: prefix + files[index], format: format, options: options, durability: .deferred)
        } catch {
          errors.withLock { $0[index] = error }
        }
        let count = done.add(1, ordering: .relaxed).newValue
        progress?(count, total)
      }
    }
    if let first = errors.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
    // One flush for every figure, before the index that lists them is written (synchronously).
    try AtomicFileWriter.flushFileSystem(containing: folder)
    try AtomicFileWriter.write(
      text: index(items, files: files, extra: extra), to: prefix + "index.md")
    return Report(files: extra.map(\.file) + files, removedTemporaries: removed)
  }

  /// The markdown index: a heading per section, each figure as an image link with its caption.
  public static func index(
    _ items: [GalleryItem], files: [String], extra: [ExtraEntry] = []
  ) -> String {
    let entries =
      extra.map { (name: $0.name, section: $0.section, caption: $0.caption, file: $0.file) }
      + zip(items, files).map {
        (name: $0.name, section: $0.section, caption: $0.caption, file: $1)
      }
    var text = """
      # CurveScope figures

      Rendered by `curvescope gallery` from the scenarios in `Curves/`: \(entries.count) figures. \
      Positions and gaps are in points (y grows downward, as in UIKit), times in ms from the \
      first keyboard notification; every number comes from the analysis.

      """
    let sections =
      GalleryPlan.sections
      + entries.map(\.section).filter {
        !GalleryPlan.sections.contains($0)
      }
    var seen = Set<String>()
    for section in sections where seen.insert(section).inserted {
      let listed = entries.filter { $0.section == section }
      guard !listed.isEmpty else { continue }
      text += "\n## \(section)\n"
      for entry in listed {
        text += "\n![\(entry.name)](\(entry.file))\n\n\(entry.caption)\n"
      }
    }
    return text
  }
}
