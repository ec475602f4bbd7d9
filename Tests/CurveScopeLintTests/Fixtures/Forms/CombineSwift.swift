// swift-format-ignore-file
// Combine: a merged publisher with sink, and SwiftUI's onReceive.
import Combine
import SwiftUI
import UIKit

final class KeyboardFollower: ObservableObject {
  @Published var bottomInset: CGFloat = 0
  private var cancellables = Set<AnyCancellable>()

  init(view: UIView, constraint: NSLayoutConstraint) {
    let willShow = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
    let willHide = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
    Publishers.Merge(willShow, willHide)
      .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
      .sink { frame in
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) {
          constraint.constant = frame.height
          view.layoutIfNeeded()
        }
      }
      .store(in: &cancellables)
  }
}

struct ComposerView: View {
  @State private var keyboardHeight: CGFloat = 0

  var body: some View {
    TextField("Message", text: .constant(""))
      .padding(.bottom, keyboardHeight)
      .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)) { note in
        let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        withAnimation(.interpolatingSpring(mass: 3, stiffness: 1000, damping: 500)) {
          keyboardHeight = frame.height
        }
      }
  }
}
