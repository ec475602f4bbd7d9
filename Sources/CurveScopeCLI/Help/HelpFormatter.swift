/// Renders help in the layout of swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
package enum HelpFormatter {
  /// Column where help texts start.
  static let helpColumn = 26
  /// Total width help text wraps at.
  static let width = 100

  /// The help text of one command.
  package static func help(for spec: CommandSpec, toolName: String = "curvescope") -> String {
    var lines: [String] = ["OVERVIEW: \(spec.abstract)"]
    if !spec.discussion.isEmpty {
      lines.append("")
      lines.append(contentsOf: wrap(spec.discussion, width: width, indent: ""))
    }
    lines.append("")
    lines.append("USAGE: \(usage(for: spec, toolName: toolName))")
    if !spec.arguments.isEmpty {
      lines.append("")
      lines.append("ARGUMENTS:")
      for argument in spec.arguments {
        lines.append(contentsOf: entry("<\(argument.name)>", help: argument.help))
      }
    }
    lines.append("")
    lines.append("OPTIONS:")
    for option in spec.allOptions {
      var help = option.fullHelp
      if let value = option.defaultValue { help += " (default: \(value))" }
      if option.isRepeatable { help += " (may be repeated)" }
      lines.append(contentsOf: entry(label(for: option), help: help))
    }
    lines.append(contentsOf: entry("-h, --help", help: "Show help information."))
    if !spec.examples.isEmpty {
      lines.append("")
      lines.append("EXAMPLES:")
      lines.append(contentsOf: spec.examples.map { "  \($0)" })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The one-line usage: `curvescope decode [--options <mask>] [--json] [<value> ...]`.
  package static func usage(for spec: CommandSpec, toolName: String = "curvescope") -> String {
    var parts = ["\(toolName) \(spec.name)"]
    for option in spec.allOptions {
      let name = option.primaryName
      let body = option.valueName.map { "\(name) <\($0)>" } ?? name
      parts.append(option.isRepeatable ? "[\(body) ...]" : "[\(body)]")
    }
    for argument in spec.arguments {
      switch argument.arity {
      case .one: parts.append("<\(argument.name)>")
      case .optional: parts.append("[<\(argument.name)>]")
      case .zeroOrMore: parts.append("[<\(argument.name)> ...]")
      case .oneOrMore: parts.append("<\(argument.name)> ...")
      }
    }
    return parts.joined(separator: " ")
  }

  /// The help of the tool itself, listing subcommands.
  package static func toolHelp(
    abstract: String, commands: [CommandSpec], toolName: String = "curvescope"
  ) -> String {
    var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(toolName) <subcommand>", "", "OPTIONS:"]
    lines.append(contentsOf: entry("--version", help: "Show the version."))
    lines.append(contentsOf: entry("-h, --help", help: "Show help information."))
    lines.append("")
    lines.append("SUBCOMMANDS:")
    for command in commands {
      lines.append(contentsOf: entry(command.name, help: command.abstract))
    }
    lines.append(contentsOf: entry("help", help: "Show help for a subcommand."))
    lines.append("")
    lines.append("  See '\(toolName) help <subcommand>' for detailed help.")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func label(for option: OptionSpec) -> String {
    let names = option.names.sorted { $0.count < $1.count }.joined(separator: ", ")
    return option.valueName.map { "\(names) <\($0)>" } ?? names
  }

  private static func entry(_ label: String, help: String) -> [String] {
    let indent = String(repeating: " ", count: helpColumn)
    let wrapped = wrap(help, width: width - helpColumn, indent: "")
    var lines: [String] = []
    let head = "  \(label)"
    if head.count + 2 <= helpColumn, let first = wrapped.first {
      lines.append(head.padding(to: helpColumn) + first)
      lines.append(contentsOf: wrapped.dropFirst().map { indent + $0 })
    } else {
      lines.append(head)
      lines.append(contentsOf: wrapped.map { indent + $0 })
    }
    return lines
  }

  /// Greedy word wrap; paragraphs separated by blank lines are kept.
  static func wrap(_ text: String, width: Int, indent: String) -> [String] {
    var result: [String] = []
    for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if paragraph.isEmpty {
        if index > 0 { result.append("") }
        continue
      }
      if paragraph.hasPrefix("  ") {
        result.append(indent + paragraph)
        continue
      }
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          result.append(indent + line)
          line = String(word)
        }
      }
      if !line.isEmpty { result.append(indent + line) }
    }
    return result
  }
}

extension String {
  /// The string padded with spaces to `length` characters (unchanged when already longer).
  func padding(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
