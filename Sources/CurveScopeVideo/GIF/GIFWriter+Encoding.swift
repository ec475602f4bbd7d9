import CGIF

extension GIFWriter {
  /// The centisecond of a time, checked to be in range and to come after the last appended time.
  func centiseconds(_ milliseconds: Double, index: Int) throws(VideoWriteError) -> Int64 {
    try FrameAdmission.checkTime(milliseconds, index: index, path: path)
    if let lastMilliseconds, milliseconds <= lastMilliseconds {
      throw VideoWriteError(
        path: path,
        cause: .timestampsNotIncreasing(
          index: index, milliseconds: milliseconds, previousMilliseconds: lastMilliseconds))
    }
    return Int64((milliseconds / 10).rounded())
  }

  /// The logical screen with the global palette, and the loop-forever application extension.
  func writeHeader() throws(GIFLibError) {
    var size = 2
    while size < palette.colors.count + 1 { size *= 2 }
    var entries = palette.colors.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
    entries += Array(
      repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - entries.count)
    guard let map = GifMakeMapObject(Int32(size), &entries) else {
      throw GIFLibError(operation: "make colour map", code: 0, message: "out of memory")
    }
    defer { GifFreeMapObject(map) }
    let file = encoder.handle
    try GIFStatus.check(
      EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map), file, "write screen")
    // NETSCAPE2.0 sub-block 1: loop count 0 = forever.
    try GIFStatus.check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), file, "loop")
    var identifier = Array("NETSCAPE2.0".utf8)
    try GIFStatus.check(EGifPutExtensionBlock(file, 11, &identifier), file, "loop")
    var loop: [UInt8] = [1, 0, 0]
    try GIFStatus.check(EGifPutExtensionBlock(file, 3, &loop), file, "loop")
    try GIFStatus.check(EGifPutExtensionTrailer(file), file, "loop")
  }

  /// Writes one frame shown for `delay` centiseconds: the changed rectangle (unchanged pixels
  /// transparent) when the settings ask for it, else the whole frame.
  func emit(_ indices: [UInt8], delay: Int64) throws(VideoWriteError) {
    do {
      try writeFrame(indices, delay: Int32(min(delay, 65_535)))
      writtenFrameCount += 1
    } catch {
      close()
      if let failure = encoder.writeFailure {
        throw VideoWriteError(path: path, cause: .cannotWrite(reason: failure.message))
      }
      throw VideoWriteError(path: path, cause: .gif(error))
    }
  }

  private func writeFrame(_ indices: [UInt8], delay: Int32) throws(GIFLibError) {
    var rect = (x: 0, y: 0, width: width, height: height)
    var pixels = indices
    var transparent = NO_TRANSPARENT_COLOR
    if settings.storesChangedRectangles, let displayed,
      let changed = ChangedRectangle.find(indices, displayed, width: width, height: height)
    {
      rect = changed
      transparent = Int32(transparentIndex)
      pixels = ChangedRectangle.extract(
        indices, displayed, width: width, rect: rect, transparent: UInt8(transparentIndex))
    }
    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: delay,
      TransparentColor: transparent)
    var block = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &block)
    let file = encoder.handle
    try GIFStatus.check(
      EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), block), file,
      "write frame timing")
    try GIFStatus.check(
      EGifPutImageDesc(
        file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil),
      file, "write image")
    try pixels.withUnsafeMutableBufferPointer { buffer throws(GIFLibError) in
      guard let base = buffer.baseAddress else { return }
      for row in 0..<rect.height {
        try GIFStatus.check(
          EGifPutLine(file, base + row * rect.width, Int32(rect.width)), file, "write image")
      }
    }
    if var shown = displayed {
      displayed = nil
      ChangedRectangle.apply(indices, to: &shown, width: width, rect: rect)
      displayed = shown
    } else {
      displayed = indices
    }
  }
}
