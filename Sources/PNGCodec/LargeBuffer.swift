#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for whole pictures. A 2000×2000 image is 4,000 pages of 4 KB, and on this kind of
/// machine (virtual) the kernel's page faults cost about as much as filling them; in 2 MB
/// pages, where the system allows them for regions that ask (Linux's transparent huge pages
/// in `madvise` mode), it is a handful. A 31-view screen @2x faulted 5,200 times, 3,500 of
/// them in its three picture-sized buffers.
public enum LargeBuffer {
    static let hugePage = 2 << 20

    /// Asks for 2 MB pages for the whole 2 MB pages inside `start ..< start + count`; smaller
    /// buffers are left alone (a huge page is cleared whole: not worth it under 4 MB).
    public static func adviseHugePages(_ start: UnsafeMutableRawPointer, _ count: Int) {
        #if os(Linux)
        guard count >= 2 * hugePage else { return }
        let first = (Int(bitPattern: start) + hugePage - 1) & ~(hugePage - 1)
        let last = (Int(bitPattern: start) + count) & ~(hugePage - 1)
        if last > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), last - first, MADV_HUGEPAGE) }
        #endif
    }

    public static func adviseHugePages(_ start: UnsafeMutablePointer<UInt8>, _ count: Int) {
        adviseHugePages(UnsafeMutableRawPointer(start), count)
    }

    /// `count` zeroed bytes, aligned to a 2 MB page and in 2 MB pages where allowed, for the
    /// duration of `body` (the kernel zeroes fresh mappings: nothing is written twice). nil
    /// when the system has no memory for them.
    public static func withZeroedBytes<R, E: Error>(_ count: Int, _ body: (UnsafeMutableRawPointer) throws(E) -> R) throws(E) -> R? {
        let size = (max(count, 1) + hugePage - 1) & ~(hugePage - 1)
        // One huge page more than needed, so that an aligned start can be found inside.
        let mapped = mmap(nil, size + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        defer { munmap(mapped, size + hugePage) }
        let aligned = UnsafeMutableRawPointer(bitPattern: (Int(bitPattern: mapped) + hugePage - 1) & ~(hugePage - 1))!
        adviseHugePages(aligned, size)
        return try body(aligned)
    }
}
