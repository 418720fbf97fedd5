@testable import PluralMessages
import Testing

/// A string test argument that Swift Testing shows escaped as the package's tools show text
/// (``DisplayText/escaped(_:)``: `"en\u{1B}[31m"`): Swift Testing prints a `String` argument raw,
/// so a case holding a control or bidi character would write it into the test output (a terminal
/// escape, a NUL that cuts the line, an override that reverses the line).
public struct EscapedText: Sendable, Hashable, CustomTestStringConvertible {
    /// The string the test uses.
    public let text: String

    public init(_ text: String) { self.text = text }

    public var testDescription: String { "\"" + DisplayText.escaped(text) + "\"" }
}
