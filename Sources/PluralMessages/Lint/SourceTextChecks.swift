import Foundation
import PluralCore

/// Checks that need a file's text, which Foundation's readers hide (they keep one value per key and
/// no positions): keys that repeat, entries hidden by another entry of the same key, and the line
/// and column of every finding's key.
enum SourceTextChecks {
    /// A `duplicate-key` error for each key path that appears more than once in a file; a warning for
    /// a key in `sameText`, repeated with the same text each time, which loses nothing.
    static func repeatedKeys(in locator: SourceLocator, file: URL, kind: MessageOrigin.Kind, language: String?,
                             sameText: Set<String> = []) -> [LintFinding] {
        return locator.repeatedKeys.sorted { ($0.value[0].line, $0.value[0].column) < ($1.value[0].line, $1.value[0].column) }.map { path, places in
            var key = path.first
            var findingLanguage = language
            var inner = Array(path.dropFirst())
            if kind == .xcstrings {
                key = path.count >= 2 && path[0] == "strings" ? path[1] : nil
                if path.count >= 4, path[2] == "localizations" { findingLanguage = path[3] }
                inner = Array(path.dropFirst(2))
            }
            let what = inner.isEmpty ? "the key" : "'\(inner.joined(separator: " › "))'"
            let lines = places.map { "line \($0.line)" }.joined(separator: ", ")
            let kept = kind == .strings ? "Foundation keeps only the last" : "Foundation keeps only one of them"
            let sameTextEachTime = path.count == 1 && sameText.contains(path[0])
            var finding = LintFinding(
                sameTextEachTime ? .warning : .error, .duplicateKey, file: file.path, key: key, language: findingLanguage,
                message: "\(what) appears \(places.count) times (\(lines)); \(kept)"
                    + (sameTextEachTime ? "; every entry has the same text, so nothing is lost" : ", so the other text is lost without a word"),
                hint: "remove or rename the repeated entries"
            )
            finding.location = places[0]
            return finding
        }
    }

    /// Warnings for entries of a `.strings` table that another entry of the same key hides: a
    /// `.stringsdict` entry with another text, or a group of legacy plural entries of that base key.
    static func hiddenEntries(in table: MessageTable, hiddenByStringsdict: [LocalizedMessage], locators: [String: SourceLocator]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for plain in hiddenByStringsdict {
            guard let replacement = table.decodedMessage(forKey: plain.key, language: plain.language),
                  case let .text(plainText) = plain.body, case let .text(format) = replacement.body, plainText.source != format.source
            else { continue }
            var finding = LintFinding(
                .warning, .stringsEntryDiffers, file: replacement.origin.file?.path, key: plain.key, language: plain.language,
                message: "the .strings entry says \"\(plainText.source)\" but the .stringsdict entry's format is \"\(format.source)\"; lookups that read the .strings table show the first",
                hint: "give the .strings entry the same text, or remove it"
            )
            finding.location = plain.origin.file.flatMap { locators[$0.path]?.location(of: [plain.key]) }
            findings.append(finding)
        }
        for language in table.languages {
            // Only .strings tables have legacy plural groups: other files' messages are not decoded
            // again (a catalog's would double lint's decoding).
            for key in table.keys(in: language) where table.origin(forKey: key, language: language)?.kind == .strings {
                guard let message = table.decodedMessage(forKey: key, language: language), let convention = message.origin.legacyConvention, let file = message.origin.file,
                      let place = locators[file.path]?.location(of: [message.key]) else { continue }
                var finding = LintFinding(
                    .warning, .hiddenPlainEntry, file: file.path, key: message.key, language: language,
                    message: "a plain entry has the base key of \(convention.displayName) plural entries; the plural message is what the key renders, so the plain entry is never used",
                    hint: "remove the plain entry, or rename the plural entries' base key"
                )
                finding.location = place
                findings.append(finding)
            }
        }
        return findings
    }

    /// The findings with their line and column, where the files' texts have them: the character a
    /// MessageFormat finding names, else the variable or form a finding is about, else the key.
    static func locating(_ findings: [LintFinding], with locators: [String: SourceLocator]) -> [LintFinding] {
        guard !locators.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.location == nil, let file = finding.file, let key = finding.key, let locator = locators[file] else { return finding }
            var located = finding
            if file.lowercased().hasSuffix(".xcstrings") {
                located.location = locator.nearestLocation(of: ["strings", key, "localizations"] + (finding.language.map { [$0] + (finding.innerPath ?? []) } ?? []))
            } else if let inner = finding.innerPath, let place = locator.location(of: [key]).flatMap({ _ in locator.nearestLocation(of: [key] + inner) }) {
                located.location = place
            } else if let offset = finding.textOffset, file.lowercased().hasSuffix(".json"),
                      let place = locator.location(ofScalar: offset, inStringAt: [key])
                        ?? locator.location(ofScalar: offset, inStringAt: key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)) {
                located.location = place
            } else {
                // A legacy plural message's key is its base key: its first entry in the file stands for it.
                // A MessageFormat key joins nested objects' keys with '.' ("settings.title").
                located.location = locator.location(of: [key])
                    ?? (file.lowercased().hasSuffix(".json") ? locator.location(of: key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)) : nil)
                    ?? LegacyPluralConvention.allCases.lazy.flatMap { convention in
                    PluralCategory.allCases.lazy.compactMap { locator.location(of: [convention.key(base: key, category: $0)]) }
                }.first
            }
            return located
        }
    }
}

extension LegacyPluralConvention {
    /// The convention's name for people.
    var displayName: String {
        switch self {
        case .tttLocalizedPluralString: "TTTLocalizedPluralString"
        case .smartling: "Smartling ios-i18n"
        }
    }
}
