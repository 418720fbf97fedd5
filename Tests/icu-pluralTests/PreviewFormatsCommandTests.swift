import Foundation
import Testing

/// `icu-plural preview` of MessageFormat 2 tables, and of ICU MessageFormat types only ICU formats.
@Suite struct PreviewFormatsCommandTests {
    static func fixture(_ path: String) -> String { PreviewCommandTests.fixture(path) }

    /// The page varies each `.match` selector: its keys are rows with rendered samples.
    @Test func aMessageFormat2DirectoryPreviews() throws {
        let output = try CommandRunner.run(["preview", Self.fixture("MessageFormat2Tables"), "--output", "-"])
        #expect(output.status == 0, "\(output.standardError)")
        let page = String(output.standardOutput.unicodeScalars.filter { $0 != "\u{2068}" && $0 != "\u{2069}" })
        for text in ["21 файл", "2 файла", "2nd place", "Она ответила", "invited nobody"] {
            #expect(page.contains(text), "\(text)")
        }
        #expect(output.standardError.contains("showing 4 of 6 keys (4 varied)"), "\(output.standardError)")
    }

    /// `{when, time, short}` renders as `render --engine icu` renders it (lint notes that only ICU
    /// formats it), not as an error the grid does not show; `--engine swift` shows the Swift renderer's refusal.
    @Test func typesOnlyICUFormatsRenderWithTheICUEngine() throws {
        let icu = try CommandRunner.run(["preview", Self.fixture("MessageFormatLint/Issue21"), "--all-keys", "--key", "meeting", "--output", "-"])
        #expect(icu.status == 0, "\(icu.standardError)")
        let rendered = /(Starts at|Beginnt um) \d/
        #expect(icu.standardOutput.matches(of: rendered).count == 2, "\(icu.standardOutput)")
        let swift = try CommandRunner.run(["preview", Self.fixture("MessageFormatLint/Issue21"), "--all-keys", "--key", "meeting", "--engine", "swift", "--output", "-"])
        #expect(swift.status == 0, "\(swift.standardError)")
        #expect(swift.standardOutput.matches(of: rendered).isEmpty)
        #expect(swift.standardOutput.matches(of: /class="render-error"[^>]*>error: [^<]*are not supported/).count == 2)
        #expect(!icu.standardOutput.contains("class=\"render-error\""))
    }
}
