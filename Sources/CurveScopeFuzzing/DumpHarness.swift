import CurveScope

/// The `dump` target: the bytes as a pasted console dump.
///
/// Invariants: the parser returns 1…10 000 notifications with positive line numbers, or a typed
/// error; the strict parser (no unclosed dictionaries) agrees with the default one whenever it
/// succeeds; a scenario rebuilt from the notifications analyses with the reference and the
/// display-link presets; `curvescope parse - --json` prints one object per notification.
enum DumpHarness {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let notifications: [KeyboardNotification]
    do {
      notifications = try NotificationDumpParser.parse(text)
    } catch {
      FuzzCheck.require(!error.description.isEmpty, "empty dump error")
      let result = CommandLineHarness.runTool(["parse", "-"], standardInput: bytes)
      FuzzCheck.require(result.code == .dataError, "parse - exited \(result.code) on an error")
      CommandLineHarness.checkContract(result, arguments: ["parse", "-"])
      return
    }
    FuzzCheck.require(
      (1...10_000).contains(notifications.count), "\(notifications.count) notifications")
    for notification in notifications {
      FuzzCheck.require(notification.line >= 1, "line \(notification.line)")
    }
    var strict = NotificationDumpParser()
    strict.allowsUnclosedDictionaries = false
    if let strictNotifications = try? strict.parse(text) {
      FuzzCheck.require(strictNotifications == notifications, "strict and lenient parses differ")
    }

    do {
      let scenario = try Scenario(notifications: notifications, name: "dump")
      ScenarioHarness.check(scenario)
      let clock = FrameClock(.hz60)
      for strategy in [InputBarStrategy.curveShift, .displayLink] {
        SyncHarness.analyse(scenario, strategy, clock: clock, mustSucceed: true)
      }
    } catch {
      FuzzCheck.requireTyped(error, "Scenario(notifications:)")
    }

    let arguments = ["parse", "-", "--json"]
    let result = CommandLineHarness.runTool(arguments, standardInput: bytes)
    CommandLineHarness.checkContract(result, arguments: arguments)
    FuzzCheck.require(result.code == .success, "parse - --json exited \(result.code)")
    guard case .array(let objects)? = try? JSONParser().parse(result.output),
      objects.count == notifications.count
    else {
      FuzzCheck.fail("parse - --json did not print \(notifications.count) objects")
    }
  }
}
