import Foundation
@testable import PluralMessages
import Testing

/// One escaping policy (``DisplayText/needsEscape(_:)``): every output that writes text from files
/// (a terminal, the preview page's text and attributes, a `.strings` string, a locale identifier in
/// an error) escapes exactly the characters it finds, each in its own spelling. Before, lint escaped
/// a key with U+202E that the preview page and the `.strings` writer wrote raw, and locale errors
/// spelled ESC `\u{1b}` where lint wrote `\u{1B}`.
@Suite struct EscapingPolicyTests {
    /// Characters on both sides of the line: controls, separators, bidirectional controls, the BOM;
    /// and letters, marks and joiners that must stay as they are.
    static let characters: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}",
        "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}",
        "a", "é", "ж", "ع", "\u{200D}", "\u{200F}", "\u{00A0}", "€", "😀",
    ]

    /// Each output of a text, with what it writes for its own syntax removed from consideration.
    static let outputs: [(name: String, write: @Sendable (String) -> String)] = [
        ("terminal", { DisplayText.escaped($0) }),
        ("locale identifier", { LocaleIdentifier.escaped($0) }),
        (".strings string", { StringsdictWriter.escaped($0) }),
        ("HTML text", { var html = HTMLBuilder(); html.text($0); return html.output }),
        ("HTML attribute", { var html = HTMLBuilder(); html.attribute($0); return html.output }),
    ]

    @Test(arguments: characters)
    func everyOutputEscapesWhatThePolicyFinds(scalar: Unicode.Scalar) {
        let text = "k" + String(Character(scalar)) + "k"
        for output in Self.outputs {
            let written = output.write(text)
            #expect(written.unicodeScalars.contains(scalar) == !DisplayText.needsEscape(scalar),
                    "\(output.name) writes U+\(DisplayText.hex(scalar)) as \(written.debugDescription)")
        }
    }

    @Test(arguments: [
        ("plain ключ", "plain ключ"),
        ("a\nb", #"a\nb"#),
        ("\u{1B}[31m \\ ", #"\u{1B}[31m \\ "#),
        ("\u{202E}txt.exe", #"\u{202E}txt.exe"#),
        ("\u{FEFF}key", #"\u{FEFF}key"#),
    ])
    func theTerminalSpelling(text: String, shown: String) {
        #expect(DisplayText.escaped(text) == shown)
        #expect(LocaleIdentifier.escaped(text) == shown)
    }

    @Test func eachOutputSpellsItsOwnSyntax() {
        #expect(StringsdictWriter.escaped("\"q\" \\ \n \u{202E} \u{FFFF}") == #"\"q\" \\ \n \U202E \UFFFF"#)
        var html = HTMLBuilder()
        html.text("<b>&\n\u{202E}")
        #expect(html.output == #"&lt;b&gt;&amp;<span class="ctl" title="line break">↵</span><br><span class="ctl" title="U+202E">\u{202E}</span>"#)
        var attribute = HTMLBuilder()
        attribute.attribute("\"x\"\n")
        #expect(attribute.output == #"&quot;x&quot;\u{A}"#)
    }

    @Test func aCutTextSaysSo() {
        var html = HTMLBuilder()
        html.text("abcdef", limit: 3)
        #expect(html.output == #"abc<span class="cut-mark">… (6 characters in all; PreviewHTML.maximumTextLength)</span>"#)
    }
}
