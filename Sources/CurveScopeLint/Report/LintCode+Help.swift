extension LintCode {
  /// The public documentation a code's explanation rests on (SARIF `helpUri`): Apple's page for
  /// the API the code is about.
  package var helpURI: String {
    let uikit = "https://developer.apple.com/documentation/uikit/"
    return switch self {
    case .inSync, .timingMismatch, .noCurve, .unshiftedCurve, .curveReplaced:
      uikit + "uiview/animationoptions"
    case .lateNotification, .ignoresChangeFrame:
      uikit + "uiresponder/keyboardwillchangeframenotification"
    case .noAnimation: uikit + "uiview/performwithoutanimation(_:)"
    case .animationLatency: uikit + "uiresponder/keyboardwillshownotification"
    case .frameLatency: uikit + "uikeyboardlayoutguide"
    case .propertyAnimatorCurve: uikit + "uicubictimingparameters"
    case .customTiming: uikit + "uiview/animate(withduration:delay:options:animations:completion:)"
    case .fixedDuration: uikit + "uiresponder/keyboardanimationdurationuserinfokey"
    case .assumedHeight: uikit + "uiresponder/keyboardframeenduserinfokey"
    case .beginFromCurrentState: uikit + "uiview/animationoptions/beginfromcurrentstate"
    case .unresolvedHelper, .unresolvedHandler:
      uikit + "uiresponder/keyboardanimationcurveuserinfokey"
    case .profileDesync: uikit + "uikeyboardlayoutguide"
    }
  }
}
