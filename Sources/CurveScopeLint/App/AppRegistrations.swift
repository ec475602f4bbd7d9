/// Every file's keyboard registrations, with selectors resolved across the app's files: a
/// method registered in one file and defined in another (an extension, a subclass's
/// `override`) is that other file's handler.
struct AppRegistrations {
  /// The registrations each file reports, by file number.
  private var byFile: [[ObserverRegistration]]

  /// How many other files a registered method is looked up in, at most.
  static let maximumDefinitions = 8

  /// Finds and resolves the registrations of every file of `app`.
  init(app: LintApp) {
    let own = app.files.map { RegistrationFinder(index: $0.index).registrations() }
    var result = own
    for (number, registrations) in own.enumerated() {
      let index = app.files[number].index
      var kept: [ObserverRegistration] = []
      for registration in registrations {
        guard case .method(let name) = registration.handler else {
          kept.append(registration)
          continue
        }
        let isLocal = index.definesFunction(named: name)
        // Defined here: only a subclass's `override` in another file is also a handler.
        // Defined elsewhere only: the definitions there (an extension, a subclass).
        let elsewhere = Array(
          (isLocal
            ? app.overrides(named: name, except: number)
            : app.functions(named: name, except: number)).prefix(Self.maximumDefinitions))
        if isLocal || elsewhere.isEmpty { kept.append(registration) }
        for candidate in elsewhere {
          let other = app.files[candidate.file].index
          let method = other.functions[candidate.function]
          // Grouped with the other file's own registration of the method, if it has one.
          let ownRegistration = own[candidate.file].contains {
            if case .method(let registeredName) = $0.handler { return registeredName == name }
            return false
          }
          result[candidate.file].append(
            ObserverRegistration(
              form: registration.form, kinds: registration.kinds, token: method.nameToken,
              handler: ownRegistration ? .method(name) : .function(candidate.function)))
        }
      }
      result[number] = kept + result[number].dropFirst(registrations.count)
    }
    byFile = result
  }

  /// The registrations file `number` reports.
  func registrations(of number: Int) -> [ObserverRegistration] { byFile[number] }
}
