/// Entries filed under name numbers, each name's in the order they were added, with the number
/// of distinct files among them (files are added one after another).
struct NameLists<Entry> {
  /// Per name: its record.
  private var records = NameMap(capacity: 64)
  /// Per record: the first and last entry, and how many files they come from.
  private var first: [Int32] = []
  private var last: [Int32] = []
  private var files: [Int32] = []
  private var lastFile: [Int32] = []
  /// The entries, with the next entry of the same name (-1: none).
  private var entries: [Entry] = []
  private var next: [Int32] = []

  /// Files `entry` under `name`, from file `file`.
  mutating func append(_ name: UInt32, file: Int, _ entry: Entry) {
    guard name != 0 else { return }
    let position = Int32(entries.count)
    entries.append(entry)
    next.append(-1)
    if let record = records[name].map(Int.init) {
      next[Int(last[record])] = position
      last[record] = position
      if lastFile[record] != Int32(file) {
        files[record] += 1
        lastFile[record] = Int32(file)
      }
    } else {
      records.set(name, Int32(first.count))
      first.append(position)
      last.append(position)
      files.append(1)
      lastFile.append(Int32(file))
    }
  }

  /// Whether any entry is filed under `name`.
  @inline(__always)
  func contains(_ name: UInt32) -> Bool { name != 0 && records[name] != nil }

  /// How many files the entries of `name` come from.
  @inline(__always)
  func fileCount(_ name: UInt32) -> Int {
    guard name != 0, let record = records[name] else { return 0 }
    return Int(files[Int(record)])
  }

  /// The entries of `name`, in the order added.
  func entries(_ name: UInt32) -> [Entry] {
    guard name != 0, let record = records[name] else { return [] }
    var result: [Entry] = []
    var cursor = first[Int(record)]
    while cursor >= 0 {
      result.append(entries[Int(cursor)])
      cursor = next[Int(cursor)]
    }
    return result
  }
}
