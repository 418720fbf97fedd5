import Foundation
import PluralMessages

/// A problem found while generating accessors, printed as compilers print them
/// (`file:line: error: message`, one line) so that SwiftPM and Xcode show it at its place.
public struct AccessorDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is: an error fails the build.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// How bad it is.
    public var severity: Severity
    /// The file, when one is to blame.
    public var file: String?
    /// The 1-based line in ``file``, when known.
    public var line: Int?
    /// What is wrong, for people.
    public var message: String

    /// A diagnostic.
    public init(_ severity: Severity, file: String?, line: Int? = nil, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    /// A file that could not be read: the line its reason names (`line 3, column 7: …`), else line 1.
    public init(_ error: MessageFileError) {
        let reason = error.reason
        var line: Int?
        if let range = reason.range(of: #"line \d+"#, options: .regularExpression) {
            line = Int(reason[range].dropFirst(5))
        }
        self.init(.error, file: error.file?.path, line: line ?? 1, "cannot read the file: \(reason)")
    }

    /// The line as printed: the file and the message escaped (``DisplayText/escaped(_:)``), so that
    /// a key or a path holding a line break stays on this line and cannot forge another
    /// `file:line: error:` line in the build log.
    public var description: String {
        let place = file.map { "\(DisplayText.escaped($0)):\(line ?? 1): " } ?? ""
        return "\(place)\(severity.rawValue): \(DisplayText.escaped(message))"
    }
}

/// Where a key stands in its file, for diagnostics: read again only when one is reported.
struct KeyLocator {
    private var locators: [String: SourceLocator?] = [:]

    /// The line of `key` in the file of `message`, when the file can be followed.
    mutating func line(of message: LocalizedMessage) -> Int? {
        guard let file = message.origin.file else { return nil }
        let locator: SourceLocator?
        if let known = locators[file.path] {
            locator = known
        } else {
            locator = (try? Data(contentsOf: file)).flatMap { SourceLocator(data: $0, kind: message.origin.kind) }
            locators[file.path] = locator
        }
        guard let locator else { return nil }
        return locator.location(ofEntry: message.key, language: message.language)?.line
    }
}
