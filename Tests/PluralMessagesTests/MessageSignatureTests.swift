import Foundation
import ICUPlural
import PluralLocalization
@testable import PluralMessages
import Testing
import TestSupport

/// What ``MessageSignature`` tells its clients beyond positions and types: what a variable's
/// forms and value type are, which arguments any number fits, how each is shown, and what the
/// walk could not follow.
@Suite struct MessageSignatureTests {
    static func stringsdictMessage(format: String, _ variables: [String: MessageVariable]) -> LocalizedMessage {
        LocalizedMessage(key: "k", language: "en", body: .text(MessageText(format)), variables: variables, origin: MessageOrigin(file: nil, kind: .stringsdict))
    }

    static func plural(_ name: String, valueType: String?, _ forms: [String: String]) -> MessageVariable {
        MessageVariable(name: name, kind: .plural, valueType: valueType, forms: Dictionary(uniqueKeysWithValues: forms.map { (PluralMessageForm(key: $0.key)!, MessageText($0.value)) }))
    }

    /// A plural variable without a value type takes the type its forms' conversion gives, whichever
    /// use the walk meets first (before, `%f` in the forms was "integer (also floating point)",
    /// and lint reported a value-type mismatch for a message that renders).
    @Test(arguments: [
        ("%.1f km", "1: floating point; km: plural on 1", false),
        ("%d km", "1: integer; km: plural on 1", false),
        ("km", "1: integer; km: plural on 1", true),
    ])
    func aPluralWithoutAValueTypeTakesItsFormsConversion(form: String, expected: String, anyNumber: Bool) {
        let message = Self.stringsdictMessage(format: "%#@km@", ["km": Self.plural("km", valueType: nil, ["one": form, "other": form])])
        let signature = MessageSignature(message)
        #expect(signature.description == expected)
        #expect(signature.arguments.first?.takesAnyNumber == anyNumber)
        #expect(signature.arguments.first?.conflictingTypes == [])
    }

    @Test func lintFindsNoMismatchInAPluralWithoutAValueType() throws {
        let directory = TestFolders.root.appendingPathComponent("signature-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>walked</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@km@</string>
            <key>km</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%.1f km</string><key>other</key><string>%.1f km</string></dict>
            </dict></dict></plist>
            """.utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.stringsdict"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([directory]))
        #expect(findings.map(\.code) == ["missing-value-type"], "\(findings)")
    }

    @Test func variablesHaveTheirFormsAndValueTypes() {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat: "{who, select, female {her} male {his} other {their}} {n, plural, =0 {none} one {#} other {#}}")
        let signature = MessageSignature(message)
        #expect(signature.variables.map(\.forms) == [["female", "male", "other"], ["=0", "one", "other"]])
        #expect(signature.variables.map(\.valueType) == [nil, nil])
        let printf = Self.stringsdictMessage(format: "%#@n@", ["n": Self.plural("n", valueType: "lu", ["other": "%lu"])])
        #expect(MessageSignature(printf).variables.map(\.valueType) == [.integer])
    }

    @Test(arguments: [
        ("%1$d (%1$@) %2$#@n@", [[MessageSignature.ArgumentType.integer, .object], []]),
        ("%#@n@ %1$f", [[.floatingPoint]]),
    ])
    func shownAsListsTheConversionsThatShowAnArgument(format: String, expected: [[MessageSignature.ArgumentType]]) {
        let message = Self.stringsdictMessage(format: format, ["n": Self.plural("n", valueType: "d", ["other": "many"])])
        #expect(MessageSignature(message).arguments.map(\.shownAs) == expected)
    }

    @Test(arguments: [
        ("%#@missing@", "the text refers to %#@missing@, which is not defined"),
        ("%#@a@", "variables refer to each other in a cycle: a -> a"),
        ("%*d", "the text \"%*d\" does not parse"),
    ])
    func defectsAreWhatTheWalkCouldNotFollow(format: String, expected: String) {
        let message = Self.stringsdictMessage(format: format, ["a": Self.plural("a", valueType: "d", ["other": "%#@a@"])])
        let defects = MessageSignature(message).defects
        #expect(defects.count == 1)
        #expect(defects.first?.description.hasPrefix(expected) == true, "\(defects)")
    }

    @Test func aMessageFormatSyntaxErrorIsADefect() {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat: "{n, plural, one {#}")
        #expect(MessageSignature(message).defects.count == 1)
        #expect(MessageSignature(LocalizedMessage(key: "k", language: "en", messageFormat: "{n}")).defects.isEmpty)
    }

    @Test(arguments: [("100% anonymous", true), ("%d%% done", false), ("Plain", false)])
    func aTextOfPercentSignsIsShownWithoutArguments(text: String, expected: Bool) {
        #expect(MessageSignature(Self.stringsdictMessage(format: text, [:])).showsTextWithoutArguments == expected)
    }

    /// Languages with other forms make the same call: `icu-plural keys` groups them.
    @Test func languagesWithOtherFormsHaveEqualSignatures() {
        let english = Self.stringsdictMessage(format: "%#@n@", ["n": Self.plural("n", valueType: "d", ["one": "%d file", "other": "%d files"])])
        let arabic = Self.stringsdictMessage(format: "%#@n@", ["n": Self.plural("n", valueType: "d", ["zero": "none", "one": "one", "two": "two", "few": "%d", "many": "%d", "other": "%d"])])
        #expect(MessageSignature(english) == MessageSignature(arabic))
        #expect(Set([MessageSignature(english), MessageSignature(arabic)]).count == 1)
        let strings = Self.stringsdictMessage(format: "%#@n@", ["n": Self.plural("n", valueType: "@", ["other": "%@"])])
        #expect(MessageSignature(english) != MessageSignature(strings))
    }
}
