#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output code's one seam to a call that differs between operating systems: flushing the
/// whole file system holding a folder to disk, once, after a batch of files was written without
/// an `fsync` each (``AtomicFileWriter/Durability/deferred``).
///
/// - Linux: `syncfs(2)` on a descriptor of the folder (Linux 2.6.39+, glibc 2.14+), which also
///   reports write-back errors since Linux 5.8.
/// - Darwin: `fsync_volume_np(2)` with `SYNC_VOLUME_FULLSYNC | SYNC_VOLUME_WAIT` (macOS 10.8+):
///   the volume's data and metadata to the disk and out of its cache, as `F_FULLFSYNC` does for
///   one file, waiting until done. Not built or run here (the RepositoryLayout article says what is untested on
///   macOS).
///
/// Everything else the output code calls (`open`, `write`, `fsync`, `rename`, `mkdir`, `stat`,
/// `readdir`, `kill`) is POSIX and the same on both.
enum FileSystemFlush {
  /// Flushes the file system holding the open `descriptor` (a folder or a file on it).
  /// - Returns: `nil` when it is on disk, else the C library's error number.
  static func flush(descriptor: Int32) -> Int32? {
    #if os(Linux)
      return linuxSyncFileSystem(descriptor) == 0 ? nil : errno
    #else
      // Apple's libc returns the error number itself; accept a -1-and-errno convention too.
      let status = darwinSyncVolume(descriptor, darwinFullSync | darwinWait)
      if status == 0 { return nil }
      return status > 0 ? status : errno
    #endif
  }
}

#if os(Linux)
  /// `int syncfs(int fd)` from the C library, which Swift's Glibc module hides behind
  /// `_GNU_SOURCE`: flushes the file system holding `fd`.
  @_silgen_name("syncfs")
  private func linuxSyncFileSystem(_ descriptor: Int32) -> Int32
#else
  /// `int fsync_volume_np(int fd, int flags)` from `<unistd.h>` (macOS 10.8+): flushes the volume
  /// holding `fd`.
  @_silgen_name("fsync_volume_np")
  private func darwinSyncVolume(_ descriptor: Int32, _ flags: Int32) -> Int32
  /// `SYNC_VOLUME_FULLSYNC`: through the disk's cache, like `F_FULLFSYNC`.
  private let darwinFullSync: Int32 = 0x01
  /// `SYNC_VOLUME_WAIT`: return when the flush is complete.
  private let darwinWait: Int32 = 0x02
#endif
