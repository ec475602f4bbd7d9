import CurveScopePlot
import CurveScopeTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the root element and counts elements of an XML document.
private final class XMLProbe: NSObject, XMLParserDelegate {
  var root: String?
  var rootAttributes: [String: String] = [:]
  var elementCount = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if root == nil {
      root = elementName
      rootAttributes = attributeDict
    }
    elementCount += 1
  }
}

@Suite("SVG and PDF output")
struct VectorOutputTests {
  @Test("SVG is well-formed XML with an <svg> root 800 × 500 px")
  func svg() throws {
    let bytes = try KnownPixels.figure().encoded(as: .svg)
    let parser = XMLParser(data: Data(bytes))
    let probe = XMLProbe()
    parser.delegate = probe
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #expect(probe.root == "svg")
    #expect(probe.rootAttributes["width"] == "800px" || probe.rootAttributes["width"] == "800")
    #expect(probe.rootAttributes["height"] == "500px" || probe.rootAttributes["height"] == "500")
    #expect(probe.elementCount > 50)
  }

  @Test("PDF starts with %PDF- and ends with %%EOF")
  func pdf() throws {
    let bytes = try KnownPixels.figure().encoded(as: .pdf)
    #expect(String(decoding: bytes.prefix(5), as: UTF8.self) == "%PDF-")
    let tail = String(decoding: bytes.suffix(8), as: UTF8.self)
    #expect(tail.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
  }

  @Test("written files: format by extension, complete and alone in their folder")
  func writeAll() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let figure = KnownPixels.figure()
    for name in ["chart.png", "chart.SVG", "chart.pdf"] {
      try figure.write(to: folder.path + "/" + name)
    }
    #expect(try folder.contents() == ["chart.SVG", "chart.pdf", "chart.png"])
    let png = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/chart.png"))
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    let svg = try String(contentsOfFile: folder.path + "/chart.SVG", encoding: .utf8)
    #expect(svg.contains("<svg"))
  }
}
