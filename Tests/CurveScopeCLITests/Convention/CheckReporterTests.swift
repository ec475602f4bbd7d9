import Foundation
import Testing

@testable import CurveScopeCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check`'s reporters: the same verdicts as JSON with fields, GitHub annotations, JUnit XML,
/// a Markdown table, SARIF and compiler-style lines, each well-formed and with the exit status
/// of the text report.
struct CheckReporterTests {
  /// Two scenario files (one named so that every format must escape it) × two strategies:
  /// reported-duration fails both limits, curve-shift passes.
  static func run(_ format: String, in folder: ScratchFolder) throws -> ConventionRun {
    let plain = try folder.copyScenario(as: "plain.json")
    let source = try String(
      contentsOfFile: Repository.root + "/Curves/scenarios/show-375x812-291.json", encoding: .utf8)
    let odd = try folder.write(
      "odd, name.json",
      source.replacingOccurrences(
        of: #""name": "show-375x812-291""#, with: #""name": "a|b<c>&\"d\": e,f""#))
    return ConventionRun([
      "check", plain, odd, "--strategy", "reported-duration", "--strategy", "curve-shift",
      "--no-config", "--format", format,
    ])
  }

  @Test("json: failures carry the measure, the actual value, the limit and its source")
  func json() throws {
    let folder = try ScratchFolder()
    let result = try Self.run("json", in: folder)
    #expect(result.code == 1)
    let checks = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    #expect(checks.count == 4)
    let failing = try #require(checks.first)
    #expect(failing["passed"] as? Bool == false)
    #expect(failing["basis"] as? String == "limits")
    #expect(failing["file"] as? String == folder.file("plain.json"))
    let failures = try #require(failing["failures"] as? [[String: Any]])
    #expect(failures.map { $0["measure"] as? String } == ["maxOverlapPoints", "maxGapPoints"])
    let measures = try #require(failing["measures"] as? [String: Any])
    for failure in failures {
      let key = try #require(failure["measure"] as? String)
      let actual = try #require(failure["actual"] as? Double)
      #expect(actual == measures[key] as? Double)
      #expect(failure["limit"] as? Double == 1)
      #expect(failure["source"] as? String == "limit")
      #expect(failure["unit"] as? String == "pt")
      #expect(abs((failure["excess"] as? Double ?? 0) - (actual - 1)) < 1e-12)
      #expect((failure["message"] as? String)?.contains(" > 1 pt (by ") == true)
    }
    #expect((checks[1]["failures"] as? [Any])?.isEmpty == true)
  }

  @Test("github: one ::error per failing check, its properties and message escaped")
  func github() throws {
    let folder = try ScratchFolder()
    let result = try Self.run("github", in: folder)
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    let errors = lines.filter { $0.hasPrefix("::error ") }
    #expect(errors.count == 2)
    #expect(lines.last == "2 of 4 failed")
    let first = try #require(errors.first)
    #expect(
      first.hasPrefix(
        "::error file=\(folder.file("plain.json")),title=curvescope check%3A show-375x812-291 × reported-duration @ 120 Hz::max overlap 63.5 pt > 1 pt"
      ))
    // The odd name's comma and colon are escaped in the properties; the file's comma too.
    let odd = try #require(errors.last)
    #expect(odd.contains("file=\(folder.path)/odd%2C name.json,"))
    #expect(odd.contains(#"title=curvescope check%3A a|b<c>&"d"%3A e%2Cf × reported-duration"#))
    // Every line is one command: the property list has exactly two unescaped commas-free values.
    let properties = odd.dropFirst("::error ".count).prefix { $0 != ":" }
    #expect(properties.split(separator: ",").count == 2)
  }

  @Test("xcode: file:1:1: error: lines, one per failure")
  func xcode() throws {
    let folder = try ScratchFolder()
    let result = try Self.run("xcode", in: folder)
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(
      lines[0]
        == "\(folder.file("plain.json")):1:1: error: show-375x812-291 × reported-duration @ 120 Hz: max overlap 63.5 pt > 1 pt (by 62.5 pt)"
    )
    #expect(
      lines[1].hasPrefix(
        "\(folder.file("plain.json")):1:1: error: show-375x812-291 × reported-duration @ 120 Hz: max gap 19.1 pt"
      ))
    let bare = ConventionRun([
      "check", "--strategy", "reported-duration", "--no-config", "--format", "xcode",
    ])
    #expect(bare.out.hasPrefix("error: show-375x812-291 × reported-duration @ 120 Hz: max overlap"))
  }

  @Test("markdown: a table with one row per check, cells that do not split")
  func markdown() throws {
    let folder = try ScratchFolder()
    let result = try Self.run("markdown", in: folder)
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "**curvescope check**: 2 of 4 failed")
    let rows = lines.filter { $0.hasPrefix("|") }
    #expect(rows.count == 2 + 4)
    func cells(_ row: String) -> Int {
      // Unescaped pipes separate cells.
      var count = 0
      var escaped = false
      for character in row {
        if character == "\\" && !escaped {
          escaped = true
          continue
        }
        if character == "|" && !escaped { count += 1 }
        escaped = false
      }
      return count - 1
    }
    #expect(rows.allSatisfy { cells($0) == 8 }, "\(rows)")
    #expect(
      rows[2].hasPrefix(
        "| **FAIL** | show-375x812-291 | reported-duration | 120 | 63.5 pt | 19.1 pt | 33.1 ms | max overlap 63.5 pt > 1 pt"
      ))
    #expect(rows.contains { $0.contains(#"a\|b&lt;c>&"d": e,f"#) })
  }

  @Test("junit: well-formed XML, a testcase per check and a failure per measure past its limit")
  func junit() throws {
    let folder = try ScratchFolder()
    let result = try Self.run("junit", in: folder)
    #expect(result.code == 1)
    #expect(result.out.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #if canImport(FoundationXML) || canImport(Darwin)
      final class Collector: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        func parser(
          _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
          qualifiedName: String?, attributes: [String: String]
        ) { elements.append((name, attributes)) }
      }
      let parser = XMLParser(data: Data(result.out.utf8))
      let collector = Collector()
      parser.delegate = collector
      #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
      let suites = collector.elements.filter { $0.0 == "testsuite" }
      #expect(suites.count == 1)
      #expect(suites.first?.1["tests"] == "4")
      #expect(suites.first?.1["failures"] == "2")
      let cases = collector.elements.filter { $0.0 == "testcase" }
      #expect(cases.count == 4)
      #expect(cases.contains { $0.1["classname"] == #"a|b<c>&"d": e,f"# })
      let failures = collector.elements.filter { $0.0 == "failure" }
      #expect(
        failures.map { $0.1["type"] ?? "" }.sorted() == [
          "maxGapPoints", "maxGapPoints", "maxOverlapPoints", "maxOverlapPoints",
        ])
    #endif
  }

  @Test("sarif: a SARIF 2.1.0 log, a result per failure at the scenario file, rules indexed")
  func sarif() throws {
    let folder = try ScratchFolder()
    let result = try Self.run("sarif", in: folder)
    #expect(result.code == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids == ["max-overlap", "max-gap", "max-lag", "no-baseline-entry"])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    for item in results {
      let index = try #require(item["ruleIndex"] as? Int)
      #expect(ids[index] == item["ruleId"] as? String)
      #expect(item["level"] as? String == "error")
      let location = try #require((item["locations"] as? [[String: Any]])?.first)
      let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"]
      let uri = try #require((artifact as? [String: Any])?["uri"] as? String)
      #expect(!uri.contains(" ") && !uri.contains(","))
      let properties = try #require(item["properties"] as? [String: Any])
      #expect(properties["actual"] is Double)
      #expect(properties["limit"] as? Double == 1)
    }
    #expect(CheckSARIF.uri("a b/c,d#e.json") == "a%20b/c%2Cd%23e.json")
  }

  @Test(
    "every format exits as the text report does: 0 when all pass, 1 when one fails",
    arguments: ["text", "json", "github", "junit", "markdown", "sarif", "xcode"])
  func exitStatus(format: String) {
    let passing = ConventionRun([
      "check", "--strategy", "curve-shift", "--no-config", "--format", format,
    ])
    #expect(passing.code == 0)
    #expect(!passing.out.isEmpty)
    let failing = ConventionRun([
      "check", "--strategy", "fixed-guess", "--no-config", "--format", format,
    ])
    #expect(failing.code == 1)
  }
}
