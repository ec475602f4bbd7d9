import Testing

@testable import CurveScopeCLI

@Test("tables pad columns and align numbers right")
func textTable() {
  var table = TextTable(headers: ["name", "pt"], alignments: [.left, .right])
  table.append(["keyboard", "1.5"])
  table.append(["bar", "-12.25"])
  #expect(table.text == "name          pt\n--------  ------\nkeyboard     1.5\nbar       -12.25\n")
}
