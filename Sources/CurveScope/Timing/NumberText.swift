/// The shortest text that reads back to `value` (`0.25`, `1000`), or `nan` / `inf` / `-inf`.
///
/// Used in error messages so a value the user typed is shown exactly, non-finite ones included.
func numberText(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  return JSONValue.number(value)
}
