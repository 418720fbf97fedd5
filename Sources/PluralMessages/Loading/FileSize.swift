import Foundation

/// The one way a file's size is read before the file is: the size of what a symbolic link points
/// to, not the link's own (which is a few bytes whatever the target's size).
enum FileSize {
    /// The size in bytes of the file at `url`, symbolic links followed; `nil` when it cannot be read.
    static func of(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.size] as? Int
    }
}
