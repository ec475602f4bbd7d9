extension Color {
  /// Okabe–Ito black, `#000000`.
  ///
  /// The eight Okabe–Ito colours stay distinct under the common colour-vision deficiencies.
  /// Source: M. Okabe and K. Ito, "Color Universal Design (CUD): how to make figures and
  /// presentations that are friendly to colorblind people" (2002, 2008).
  public static let okabeItoBlack = Color(hex: 0x000000)
  /// Okabe–Ito orange, `#E69F00`.
  public static let okabeItoOrange = Color(hex: 0xE69F00)
  /// Okabe–Ito sky blue, `#56B4E9`.
  public static let okabeItoSkyBlue = Color(hex: 0x56B4E9)
  /// Okabe–Ito bluish green, `#009E73`.
  public static let okabeItoBluishGreen = Color(hex: 0x009E73)
  /// Okabe–Ito yellow, `#F0E442`.
  public static let okabeItoYellow = Color(hex: 0xF0E442)
  /// Okabe–Ito blue, `#0072B2`.
  public static let okabeItoBlue = Color(hex: 0x0072B2)
  /// Okabe–Ito vermillion, `#D55E00`.
  public static let okabeItoVermillion = Color(hex: 0xD55E00)
  /// Okabe–Ito reddish purple, `#CC79A7`.
  public static let okabeItoReddishPurple = Color(hex: 0xCC79A7)
  /// Opaque white.
  public static let white = Color(hex: 0xFFFFFF)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
