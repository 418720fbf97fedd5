import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// Issue 42: `unpluralised-count` (Android Lint's PluralsCandidate, Weblate's "Unpluralised") in
/// every format that can write a plain text with a count: the same three findings from `.strings`,
/// a String Catalog, ICU MessageFormat, MessageFormat 2 and Android resources, and none on the
/// numbers that count nothing in the same fixtures (a year, "%d%%", "Page %d of %d", "Version %d",
/// a time, units, a label "#%d", a name) nor in the German translation.
@Suite struct UnpluralisedCountTests {
    typealias Expected = LintExpectations.Expected

    static let expected: Set<Expected> = [
        // "%d new pictures will be uploaded": 1 reads "1 new pictures".
        Expected(language: "en", key: "upload", code: "unpluralised-count", severity: .warning),
        // A 'one' and an 'other' text chosen in code: said once, at the singular key.
        Expected(language: "en", key: "photos_count_single", code: "unpluralised-count", severity: .warning),
        // "invite(s)": a note.
        Expected(language: "en", key: "invites", code: "unpluralised-count", severity: .note),
    ]

    @Test(arguments: ["Lint/Issue42Unpluralised", "Lint/Issue42Unpluralised as xcstrings", "MessageFormatLint/Issue42Unpluralised",
                      "MessageFormatLint/Issue42UnpluralisedMF2", "Android/Unpluralised"])
    func aCountBeforeAPluralNounIsFoundInEveryFormat(tree: String) throws {
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        let findings: [LintFinding]
        if tree.hasSuffix(" as xcstrings") {
            let source = try MessageTable.load(contentsOf: Fixtures.url(String(tree.dropLast(" as xcstrings".count))))
            findings = linter.lint(.table(try convert(source, to: .xcstrings).table))
        } else {
            findings = linter.lint(.paths([Fixtures.url(tree)]))
        }
        LintExpectations.expectEachOnce(findings, Self.expected)
    }

    /// The decision on the parsed parts: what counts, and what a count before a word is.
    @Test(arguments: [
        // (text, Java, fires)
        ("%d seconds left", false, true),
        ("Try again in %lld minutes", false, true),
        ("%2$,d unread messages", true, true),
        ("%d%% of files", false, false),
        ("%d of %d", false, false),
        ("Step %d tips", false, false),
        ("%x bytes", false, false),
        ("%.1f stars", false, false),
        ("%@ likes", false, false),
        ("%d min", false, false),
        ("%d KB", false, false),
        ("%d news", false, false),
        ("%d status", false, false),
        ("%d new", false, false),
    ])
    func whatCountsBeforeWhichWord(text: String, java: Bool, fires: Bool) {
        let form = FormParts(java ? MessageText(javaFormat: text) : MessageText(text))
        let finding = UnpluralisedCount.finding(in: form, language: "en")
        if case .countBeforeNoun? = finding { #expect(fires, "\(text)") } else { #expect(!fires, "\(text)") }
        // English only: the noun test reads English words.
        #expect(UnpluralisedCount.finding(in: form, language: "fr") == nil)
    }

    /// A pair is one word apart; two texts that say different things are no pair.
    @Test func aPairDiffersInOneWord() {
        let parts = { (text: String) in FormParts(MessageText(text)) }
        #expect(UnpluralisedCount.isCountPair(singular: parts("%d file"), plural: parts("%d files")))
        #expect(UnpluralisedCount.isCountPair(singular: parts("1 entry"), plural: parts("%d entries")))
        #expect(!UnpluralisedCount.isCountPair(singular: parts("%d file saved"), plural: parts("%d files deleted")))
        #expect(!UnpluralisedCount.isCountPair(singular: parts("One"), plural: parts("%d files")))
        #expect(UnpluralisedCount.isCountPair(singular: parts("%d person"), plural: parts("%d people")))
    }

    /// Read on an MF2 app (tilly): "1 reads 'This will remove 1 from 1 people'" filled a name with the
    /// number; what 1 renders fills only the counts and shows other arguments as written.
    @Test(arguments: [("messages/en.json", "Remove {tag} from {count} people", "1 reads 'Remove {tag} from 1 people'"),
                      ("messages/en.mf2.json", "Remove {$tag} from {$count :number} people", "1 reads 'Remove {$tag} from 1 people'")])
    func whatOneRendersFillsOnlyTheCount(path: String, text: String, says: String) throws {
        let root = try temporaryDirectory("unpluralised-one-renders")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("messages"), withIntermediateDirectories: true)
        try Data(#"{"remove": "\#(text)"}"#.utf8).write(to: root.appendingPathComponent(path))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root])).filter { $0.code == "unpluralised-count" }
        #expect(findings.count == 1 && findings.allSatisfy { $0.message.contains(says) }, "\(findings)")
    }

    /// Read on an i18next web app: `foundEvents` / `foundEventsPlural` are a pair code chooses between
    /// (one finding, not "1 reads 'Found 1 events'", which code never shows); the plural key of a pair
    /// whose texts are both plural is not shown for 1 (only its singular key is wrong); a v3
    /// `usersCount_plural` is `obsolete-plural-key` alone (the tree's one, as it has no v4 plural).
    @Test func pairsNamedPluralAndV3KeysHaveOneVerdict() throws {
        let root = try temporaryDirectory("unpluralised-i18next")
        let english = #"""
            {"foundEvents": "Found {{count}} event", "foundEventsPlural": "Found {{count}} events",
             "updatingApplets": "Updating {{count}} applets…", "updatingAppletsPlural": "Updating {{count}} applets…",
             "usersCount": "{{count}} user", "usersCount_plural": "{{count}} users"}
            """#
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data(english.utf8).write(to: root.appendingPathComponent("en/translation.json"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root]))
        let found = findings.map { "\($0.key ?? "") \($0.code)" }.sorted()
        #expect(found == [" obsolete-plural-key", "foundEvents unpluralised-count", "updatingApplets unpluralised-count"], "\(findings)")
        #expect(findings.first { $0.rule == .obsoletePluralKey }?.message.contains("(1 such as 'usersCount_plural')") == true)
        #expect(findings.first { $0.key == "foundEvents" }?.message.contains("code chooses between") == true)
        #expect(findings.first { $0.key == "updatingApplets" }?.message.contains("1 reads 'Updating 1 applets…'") == true)
    }
}

/// Issue 42: Xcode's "Cannot reliably infer argument number for plural variation because %lld is
/// used in multiple positions", where a catalog's whole-string plural variation writes one number
/// conversion at two positions; a substitution with `argNum`, two different conversions, or a
/// number and an object are no such case.
@Suite struct RepeatedPluralArgumentTests {
    @Test func aPluralVariationWithOneConversionAtTwoPositionsIsAWarning() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/Issue42RepeatedArgument")]))
        let repeated = findings.filter { $0.rule == .repeatedPluralArgument }
        // en writes `%lld` twice, de `%1$lld` and `%2$lld`: the same conversion at two positions,
        // said once at the development language with the copy counted.
        #expect(repeated.map { "\($0.language ?? "-") \($0.key ?? "-") \($0.severity)" } == ["en %lld of %lld files warning"], "\(LintExpectations.describe(findings))")
        #expect(repeated.first?.message.contains("also in 1 translation") == true)
        #expect(findings.allSatisfy { $0.rule == .repeatedPluralArgument }, "\(LintExpectations.describe(findings))")
    }
}
