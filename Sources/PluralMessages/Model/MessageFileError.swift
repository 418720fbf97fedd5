import Foundation
import PluralLocalization

/// Why a file could not be read as a table.
public struct MessageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or directory).
    public let file: URL?
    /// What is wrong, for people.
    public let reason: String

    /// An error about a file.
    public init(file: URL?, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { (file.map { "\($0.path): " } ?? "") + reason }
}
