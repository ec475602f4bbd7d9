import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScopeOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output code's one OS seam: flushing a whole file system after deferred writes.
@Suite("File-system flush (the OS seam)")
struct FileSystemFlushTests {
  @Test("a folder and a file on it flush; a closed descriptor is EBADF")
  func descriptors() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    #expect(folderDescriptor >= 0)
    defer { close(folderDescriptor) }
    #expect(FileSystemFlush.flush(descriptor: folderDescriptor) == nil)

    let path = folder.path + "/data.bin"
    let fileDescriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    #expect(fileDescriptor >= 0)
    #expect(write(fileDescriptor, [UInt8](repeating: 7, count: 4096), 4096) == 4096)
    #expect(FileSystemFlush.flush(descriptor: fileDescriptor) == nil)
    close(fileDescriptor)
    // The descriptor is closed now: the C library's own answer for it is EBADF.
    #expect(FileSystemFlush.flush(descriptor: fileDescriptor) == EBADF)
    #expect(FileSystemFlush.flush(descriptor: -1) == EBADF)
  }

  @Test("deferred writes, then one flush: the files are complete and the flush succeeds")
  func deferredBatch() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    for index in 0..<5 {
      try AtomicFileWriter.write(to: folder.path + "/f\(index).txt", durability: .deferred) {
        sink in
        var text = "file \(index)\n"
        try text.withUTF8 { try sink.write(UnsafeRawBufferPointer($0)) }
      }
    }
    try AtomicFileWriter.flushFileSystem(containing: folder.path)
    #expect(try folder.contents() == (0..<5).map { "f\($0).txt" })
    let text = try String(contentsOfFile: folder.path + "/f3.txt", encoding: .utf8)
    #expect(text == "file 3\n")
  }

  @Test("a missing folder or a file in its place is a typed output error naming the path")
  func badFolders() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let missing = folder.path + "/missing"
    #expect(throws: FigureOutputError.self) {
      try AtomicFileWriter.flushFileSystem(containing: missing)
    }
    do {
      try AtomicFileWriter.flushFileSystem(containing: missing)
    } catch let error as FigureOutputError {
      #expect(error.path == missing)
      guard case .system(.openFolder, nil, _) = error.cause else {
        Issue.record("expected a failed open of the folder, got \(error.cause)")
        return
      }
    }
    let file = folder.path + "/file"
    #expect(FileManager.default.createFile(atPath: file, contents: Data([1])))
    #expect(throws: FigureOutputError.self) {
      try AtomicFileWriter.flushFileSystem(containing: file)
    }
  }
}
