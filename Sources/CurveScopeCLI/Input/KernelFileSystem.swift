#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kernel's pseudo-file systems, whose files `stat` reports as regular (size 0) although
/// reading them can block (`/proc/kmsg` waits for kernel messages, and drains them) or give
/// different bytes on every read. No dump or scenario lives there.
enum KernelFileSystem {
  /// The pseudo-file system holding the open file `descriptor` (`procfs`, `sysfs` …), or `nil`
  /// for any other file system (and on systems without `fstatfs` magic numbers).
  static func name(of descriptor: Int32) -> String? {
    #if os(Linux)
      // `struct statfs` is 120 bytes on 64-bit Linux and starts with `f_type` (a long); the
      // buffer is larger than any architecture's.
      var buffer = [Int](repeating: 0, count: 64)
      let status = buffer.withUnsafeMutableBytes { raw -> Int32 in
        guard let base = raw.baseAddress else { return -1 }
        return linuxFileSystemStatus(descriptor, base)
      }
      guard status == 0 else { return nil }
      return names[Int64(buffer[0])]
    #else
      return nil
    #endif
  }

  /// `f_type` values from Linux's `include/uapi/linux/magic.h`.
  static let names: [Int64: String] = [
    0x9FA0: "procfs",
    0x6265_6572: "sysfs",
    0x6462_6720: "debugfs",
    0x7472_6163: "tracefs",
    0x7363_6673: "securityfs",
    0x6265_6570: "configfs",
    0x0027_E0EB: "cgroupfs",
    0x6367_7270: "cgroup2fs",
    0xCAFE_4A11: "bpffs",
    0x6165_676C: "pstorefs",
    0xDE5E_81E4: "efivarfs",
  ]
}

#if os(Linux)
  /// `int fstatfs(int fd, struct statfs *buf)` from the C library, which Swift's Glibc module does
  /// not import (`<sys/vfs.h>`).
  @_silgen_name("fstatfs")
  private func linuxFileSystemStatus(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer)
    -> Int32
#endif
