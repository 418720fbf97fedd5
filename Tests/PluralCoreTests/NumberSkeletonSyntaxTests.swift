@testable import PluralCore
import Testing
import TestSupport

/// Stems split on Unicode scalars at every Pattern_White_Space code point, as ICU's skeleton parser does.
@Suite struct NumberSkeletonSyntaxTests {
    @Test(arguments: [
        ("a\r\nb", ["a", "b"]), ("a\rb", ["a", "b"]), ("a\u{85}b\u{2028}c\u{2029}d", ["a", "b", "c", "d"]),
        ("\u{200E}a\u{200F}", ["a"]), (" a \t\u{0B}\u{0C} b ", ["a", "b"]), ("a\u{A0}b", ["a\u{A0}b"]),
        ("a\u{3000}b", ["a\u{3000}b"]), ("a \u{301}b", ["a", "\u{301}b"]), ("", []),
    ].map { (EscapedText($0), $1) })
    func stemsSplitAsICUSplitsThem(skeleton: EscapedText, stems: [String]) {
        let skeleton = skeleton.text
        #expect(NumberSkeletonSyntax.stems(of: skeleton) == stems)
    }

    @Test func optionsSplitAtEverySlash() {
        #expect(NumberSkeletonSyntax.parts(of: "scale/1e5") == ["scale", "1e5"])
        #expect(NumberSkeletonSyntax.parts(of: "a//b/") == ["a", "", "b", ""])
        #expect(NumberSkeletonSyntax.parts(of: "/\u{301}") == ["", "\u{301}"])
    }
}
