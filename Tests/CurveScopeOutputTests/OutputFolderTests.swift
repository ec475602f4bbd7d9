import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScopeOutput

@Suite("Output folders")
struct OutputFolderTests {
  @Test("create makes missing parents, accepts an existing folder, refuses a file")
  func create() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let nested = folder.path + "/a/b/c"
    try OutputFolder.create(nested)
    try OutputFolder.create(nested)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: nested, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(FileManager.default.createFile(atPath: folder.path + "/file", contents: Data([1])))
    #expect(
      throws: FigureOutputError(
        path: folder.path + "/file/x", .componentIsFile(component: folder.path + "/file"))
    ) { try OutputFolder.create(folder.path + "/file/x") }
  }

  @Test("stale temporaries of dead writers are removed; live writers' and other files stay")
  func staleTemporaries() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let ownPID = ProcessInfo.processInfo.processIdentifier
    let names = [
      ".comparison.png.tmp-2147483646-1a2b",  // no such process
      ".index.md.tmp-2147483645-ff",  // no such process
      ".live.png.tmp-\(ownPID)-c0ffee",  // this process: a concurrent writer
      ".hidden-but-not-ours",
      "figure.png",
      ".figure.png.tmp-notapid-12",
    ]
    for name in names {
      #expect(FileManager.default.createFile(atPath: folder.path + "/" + name, contents: Data([0])))
    }
    #expect(OutputFolder.removeStaleTemporaries(in: folder.path) == 2)
    #expect(
      try folder.contents() == [
        ".figure.png.tmp-notapid-12", ".hidden-but-not-ours", ".live.png.tmp-\(ownPID)-c0ffee",
        "figure.png",
      ])
    #expect(OutputFolder.removeStaleTemporaries(in: folder.path + "/missing") == 0)
  }

  @Test("the temporary names the writer makes are recognised with their PID")
  func writerNames() {
    let path = AtomicFileWriter.temporaryPath(for: "/tmp/out/figure.v2.png")
    let name = PathParts.fileName(of: path)
    #expect(OutputFolder.writerProcess(ofTemporary: name) == getpid())
    #expect(OutputFolder.writerProcess(ofTemporary: "figure.png") == nil)
  }
}
