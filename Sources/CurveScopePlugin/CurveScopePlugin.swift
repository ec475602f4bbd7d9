import Foundation
import PackagePlugin

/// `swift package curvescope <command> [arguments]`: runs the `curvescope` tool from the
/// package's folder, so relative paths and `.curvescope.json` are the package's.
///
/// `lint` without a path reads every source target of the package (tests left out), or the
/// ones named with `--target NAME` (repeatable); any other command is passed on as typed. The
/// plugin exits with the tool's status; `swift package` turns any failure into its own exit 1
/// and names the tool's status (`Plugin ended with exit code 65`).
@main
struct CurveScopePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "target")
    var toolArguments = extractor.remainingArguments
    let packageFolder = context.package.directoryURL
    if toolArguments.first == "lint" {
      let givesPath = toolArguments.dropFirst().contains { argument in
        !argument.hasPrefix("-")
          && FileManager.default.fileExists(
            atPath: packageFolder.appending(path: argument).path(percentEncoded: false))
      }
      if !givesPath || !named.isEmpty {
        toolArguments += try Self.sourceFolders(
          of: context.package, named: named, in: packageFolder)
      }
    }
    let process = Process()
    process.executableURL = try context.tool(named: "curvescope").url
    process.arguments = toolArguments
    process.currentDirectoryURL = packageFolder
    try process.run()
    process.waitUntilExit()
    exit(process.terminationStatus)
  }

  /// The folders of the package's source targets (or of those `named`), relative to the
  /// package's folder.
  static func sourceFolders(of package: Package, named: [String], in folder: URL) throws
    -> [String]
  {
    let modules = package.targets.compactMap { $0 as? any SourceModuleTarget }
    var chosen = modules.filter { $0.kind != .test }
    if !named.isEmpty {
      for name in named where !modules.contains(where: { $0.name == name }) {
        throw PluginError(message: "no source target named '\(name)' in \(package.displayName)")
      }
      chosen = modules.filter { named.contains($0.name) }
    }
    let root = folder.standardizedFileURL.path(percentEncoded: false)
    return chosen.map { module in
      let path = module.directoryURL.standardizedFileURL.path(percentEncoded: false)
      guard path.hasPrefix(root) else { return path }
      let relative = String(path.dropFirst(root.count)).drop { $0 == "/" }
      return relative.isEmpty ? "." : String(relative)
    }
  }
}

/// A mistake in the plugin's own arguments.
struct PluginError: Error, CustomStringConvertible {
  /// What is wrong.
  var message: String
  var description: String { message }
}
