/// Every check lint runs, with its stable code, its default severity, a one-line description and
/// its help: the one list that findings name their check by, and that reports (SARIF, GitHub
/// annotations), `icu-plural lint --help`, the configuration file and the documentation read.
///
/// A rule's findings carry the rule's ``defaultSeverity`` unless the finding says less (a
/// `missing-category` only numbers from 1,000,000 select is a warning); ``LintConfiguration``
/// changes a rule's severity or turns it off.
public enum LintRule: String, CaseIterable, Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    // Plural categories
    case missingCategory = "missing-category"
    case wrongForm = "wrong-form"
    case emptyForm = "empty-form"
    case missingOther = "missing-other"
    case unusedCategory = "unused-category"
    case invariantPlural = "invariant-plural"
    case untranslated = "untranslated"
    case droppedPlural = "dropped-plural"
    case literalOne = "literal-one"
    case unpluralisedCount = "unpluralised-count"
    case repeatedPluralArgument = "repeated-plural-argument"
    case unknownFormKey = "unknown-form-key"
    // Arguments and variables
    case argumentMismatch = "argument-mismatch"
    case argumentGap = "argument-gap"
    case valueTypeMismatch = "value-type-mismatch"
    case invalidArgumentNumber = "invalid-argument-number"
    case unknownVariable = "unknown-variable"
    case unusedVariable = "unused-variable"
    case variableCycle = "variable-cycle"
    case nestingTooDeep = "nesting-too-deep"
    case selectKeywordMismatch = "select-keyword-mismatch"
    // Entries and their keys
    case invalidEntry = "invalid-entry"
    case invalidFormat = "invalid-format"
    case unsupportedArgumentType = "unsupported-argument-type"
    case unsupportedRuleType = "unsupported-rule-type"
    case missingRuleType = "missing-rule-type"
    case missingValueType = "missing-value-type"
    case invalidValueType = "invalid-value-type"
    case valueTypePercent = "value-type-percent"
    case missingDeviceOther = "missing-device-other"
    case unknownDevice = "unknown-device"
    case translationState = "translation-state"
    // Slips in printf texts
    case lostPercent = "lost-percent"
    case lostConversion = "lost-conversion"
    case strayPercent = "stray-percent"
    case brokenReference = "broken-reference"
    case widthOnVariable = "width-on-variable"
    // Files and tables
    case duplicateKey = "duplicate-key"
    case stringsEntryDiffers = "strings-entry-differs"
    case hiddenPlainEntry = "hidden-plain-entry"
    case missingStringsTwin = "missing-strings-twin"
    case missingStringsdictTwin = "missing-stringsdict-twin"
    case unreadableFile = "unreadable-file"
    case unknownFileLanguage = "unknown-file-language"
    case unknownLanguage = "unknown-language"
    case malformedLanguage = "malformed-language"
    case languageSpelledTwice = "language-spelled-twice"
    case androidLanguageFolder = "android-language-folder"
    case noTables = "no-tables"
    case skippedFile = "skipped-file"
    case notMessageFormat = "not-messageformat"
    case excludedEverything = "excluded-everything"
    // Flutter ARB (gen-l10n)
    case flutterBuildError = "flutter-build-error"
    case undeclaredPlaceholder = "undeclared-placeholder"
    case literalPound = "literal-pound"
    case overriddenForm = "overridden-form"
    // i18next JSON v4 (session 11)
    case zeroIsCategory = "zero-is-category"
    case obsoletePluralKey = "obsolete-plural-key"
    // Apple's automatic grammar agreement (inflection markup)
    case inflectionNotInflectable = "inflection-not-inflectable"
    case inflectionNotRendered = "inflection-not-rendered"
    case inflectionDropped = "inflection-dropped"
    case inflectionAdded = "inflection-added"
    case inflectionAttributes = "inflection-attributes"
    // GNU gettext PO (session 11)
    case pluralFormsCLDR = "plural-forms-cldr"
    case pluralFormsMissing = "plural-forms-missing"
    case pluralFormsInvalid = "plural-forms-invalid"
    case formCount = "form-count"

    /// The stable code findings, options and the configuration file name the rule by (`missing-category`).
    public var code: String { rawValue }

    /// The rule of a code, or `nil` when no rule has it.
    init?(code: String) { self.init(rawValue: code) }

    /// The code.
    public var description: String { rawValue }

    /// Whether a configuration or a baseline may turn the rule's findings off, lower them or accept
    /// them: not for `excluded-everything`, which is about the configuration itself (a configuration
    /// that excludes everything could otherwise also silence the finding that says so).
    var isConfigurable: Bool { self != .excludedEverything }

    /// The rule's name in SARIF's `rules[].name`: the code in upper camel case (`MissingCategory`).
    public var name: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Rules sort in the order of `allCases` (by family).
    public static func < (lhs: LintRule, rhs: LintRule) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The most severe level the rule reports at. Errors mean users see a wrong text, the app
    /// crashes, or the message cannot render; warnings are dead or doubtful text; notes are
    /// deliberate-looking choices worth a look.
    public var defaultSeverity: LintFinding.Severity {
        switch self {
        case .missingCategory, .wrongForm, .emptyForm, .missingOther, .droppedPlural, .literalOne, .argumentMismatch, .argumentGap, .valueTypeMismatch,
             .invalidArgumentNumber, .unknownVariable, .variableCycle, .nestingTooDeep, .invalidEntry, .invalidFormat,
             .unsupportedRuleType, .invalidValueType, .lostPercent, .lostConversion, .strayPercent, .brokenReference,
             .duplicateKey, .unreadableFile, .unknownFileLanguage, .malformedLanguage, .languageSpelledTwice, .androidLanguageFolder, .excludedEverything,
             .pluralFormsCLDR, .pluralFormsMissing, .pluralFormsInvalid, .formCount,
             .flutterBuildError, .undeclaredPlaceholder:
            .error
        case .unusedCategory, .untranslated, .unpluralisedCount, .repeatedPluralArgument, .unknownFormKey, .unusedVariable, .selectKeywordMismatch, .missingRuleType,
             .missingValueType, .valueTypePercent, .missingDeviceOther, .unknownDevice, .widthOnVariable, .stringsEntryDiffers,
             .hiddenPlainEntry, .missingStringsTwin, .missingStringsdictTwin, .unknownLanguage, .noTables, .skippedFile,
             .notMessageFormat, .obsoletePluralKey, .inflectionNotInflectable, .inflectionDropped, .inflectionAdded, .inflectionAttributes,
             .literalPound, .overriddenForm:
            .warning
        case .invariantPlural, .unsupportedArgumentType, .translationState, .zeroIsCategory, .inflectionNotRendered:
            .note
        }
    }

    /// What the rule finds, in one line.
    public var summary: String {
        switch self {
        case .missingCategory: "A plural message lacks a category its language selects for the numbers it takes."
        case .wrongForm: "A form prints a word that is wrong for numbers its category takes ('1 vots', '2 файлов'), or one text in every form whose counted noun the language changes with the number."
        case .emptyForm: "A plural form has no text while the plural's other forms have text: the numbers it takes show nothing."
        case .missingOther: "A plural, select or gender variable has no 'other' form."
        case .unusedCategory: "A plural message has a form its language never selects."
        case .invariantPlural: "A plural has only an 'other' form: every number renders it."
        case .untranslated: "A plural copies the development language's forms without the forms its own language needs."
        case .droppedPlural: "A translation prints a count the development language chooses forms for, without a plural of its own."
        case .literalOne: "A 'one' or 'zero' form prints a fixed '1', or no number where 'other' prints it, in a language whose category covers other numbers too (French 0, Russian 21, Latvian zero 10–20); an Android item where no item prints the number is a warning (Android Lint's ImpliedQuantity), and so is a fixed '1' that only fractions reach (Danish 0.1)."
        case .unpluralisedCount: "A development-language text that is not a plural prints a count before a plural noun ('%d new pictures'), or two keys give 'one' and 'other' texts that code chooses between (`…_count`, `…_count_single`, i18next keys code names in full: `t('files_one')`); a noun written 'file(s)' is a note."
        case .repeatedPluralArgument: "A String Catalog's whole-string plural variation writes one number conversion at several argument positions ('%lld of %lld files'), so Xcode cannot infer which one it selects on."
        case .unknownFormKey: "A plural has a key that is neither a category nor an exact value, or a setting no one reads."
        case .argumentMismatch: "Languages of one key take different arguments, or an argument is used as two kinds."
        case .argumentGap: "Argument positions skip a number."
        case .valueTypeMismatch: "A variable's value type does not match the conversions that use its argument."
        case .invalidArgumentNumber: "A substitution's argNum is below 1."
        case .unknownVariable: "A format refers to a variable the message does not define."
        case .unusedVariable: "A message defines a variable no format refers to."
        case .variableCycle: "Variables refer to each other in a loop."
        case .nestingTooDeep: "Variables nest deeper than the renderer follows."
        case .selectKeywordMismatch: "A MessageFormat select has other keywords than the development language's."
        case .invalidEntry: "An entry cannot be read as a message."
        case .invalidFormat: "A format string (printf, or a MessageFormat text) does not parse."
        case .unsupportedArgumentType: "A MessageFormat argument type ICU formats but this package's Swift renderer does not (date, time, spellout…)."
        case .unsupportedRuleType: "A variable has a rule type other than plural or gender."
        case .missingRuleType: "A variable has no NSStringFormatSpecTypeKey."
        case .missingValueType: "A plural variable has no NSStringFormatValueTypeKey."
        case .invalidValueType: "A variable's value type is not a number conversion."
        case .valueTypePercent: "A value type starts with '%' ('%ld')."
        case .missingDeviceOther: "A device variation has no 'other' variant."
        case .unknownDevice: "A device variation names an unknown device."
        case .translationState: "A String Catalog translation is marked new, needs_review or stale: Xcode shows it as not done; a PO entry is marked fuzzy: gettext shows the source text."
        case .lostPercent: "A conversion lost its '%' ('2$@', the Arabic '٪d', '@@' for '%@'): it is printed as is."
        case .lostConversion: "A '%' followed by a space and a word is read as a conversion ('% publicacions' is %p)."
        case .strayPercent: "A '%' that starts no valid conversion ('%1$ و', '%1дн', '%!d')."
        case .brokenReference: "A variable reference is broken ('%# @name @'): Apple reads it as a %@ conversion."
        case .widthOnVariable: "A variable has a width ('%1#@count@'), which Apple ignores."
        case .duplicateKey: "A file has the same key twice: the platform's reader keeps only one of the entries (Foundation, gen-l10n, JSON.parse), or its tool refuses the file (msgfmt, aapt2)."
        case .stringsEntryDiffers: "A .strings entry and the .stringsdict entry of its key have different texts."
        case .hiddenPlainEntry: "A plain .strings entry has the base key of legacy plural entries and is never used."
        case .missingStringsTwin: "An Apple bundle's .stringsdict has no .strings twin in its .lproj folder."
        case .missingStringsdictTwin: "A language's .strings lacks the .stringsdict the table's other languages have."
        case .unreadableFile: "A file could not be read; its messages were not checked."
        case .unknownFileLanguage: "A file's language is unknown (no xx.lproj folder, no language in its name)."
        case .unknownLanguage: "A language has no plural rules; its categories are not checked."
        case .malformedLanguage: "A language is not a well-formed language tag (BCP 47): typed accessors leave it out, and convert writes no file named after it."
        case .androidLanguageFolder: "An Android values-b+… folder names a language with subtags aapt2 refuses (an extension such as u+ca+gregory, private use x+…): the build fails."
        case .languageSpelledTwice: "A table has one language under two spellings (EN and en, pt-br and pt-BR): one folder or file on a case-insensitive file system, and each lookup finds only its own spelling."
        case .noTables: "A folder holds no tables lint can read."
        case .skippedFile: "A file the inputs hold that no table takes (no language in its folder or name)."
        case .notMessageFormat: "A folder of <language>.json files whose messages use {{name}} placeholders (i18next): not ICU MessageFormat, not checked as such."
        case .excludedEverything: "The configuration file's excluded paths leave none of the inputs' tables to check."
        case .flutterBuildError: "An ARB text that flutter gen-l10n refuses to build: '=5' (only =0, =1, =2), 'offset:', selectordinal, a typed argument ({n, number})."
        case .undeclaredPlaceholder: "An ARB translation uses a placeholder the template's message neither declares in its @key nor uses: gen-l10n refuses the build."
        case .literalPound: "A '#' in a Flutter plural form: gen-l10n prints it as '#', not the number."
        case .overriddenForm: "A Flutter plural writes one form twice ('=1' and 'one', '=0' and 'zero'): gen-l10n keeps the later and warns."
        case .zeroIsCategory: "An i18next key_zero in a language whose CLDR 'zero' category takes more than 0 (Latvian 10–20, 30…): i18next shows it for those numbers too."
        case .obsoletePluralKey: "An i18next v3 plural key (key_plural, key_0…key_5) in a JSON v4 file: i18next 21 and later select nothing with it (a tree whose development language has only v3 plurals, written for compatibilityJSON 'v3': one warning)."
        case .inflectionNotInflectable: "Inflection markup (^[%lld Task](inflect: true)) in a language Apple cannot inflect: users see the phrase as written ('5 задача')."
        case .inflectionNotRendered: "Inflection markup in a language Apple inflects but this package renders as written (French, German, Italian, Portuguese)."
        case .inflectionDropped: "A translation drops the development language's inflection markup and has no plural of its own: one form for every number."
        case .inflectionAdded: "A translation uses inflection markup where the development language chooses plural forms."
        case .inflectionAttributes: "Inflection attributes that do not read (the markup shows) or that this package does not apply (agreeWithConcept, gender)."
        case .pluralFormsCLDR: "A PO file's Plural-Forms formula groups whole numbers otherwise than CLDR's categories for its language (21 with 1 in Russian, 1,000,000 as 'many' in French; only the forms' order: a note)."
        case .pluralFormsMissing: "A PO file has plural entries but no Plural-Forms header."
        case .pluralFormsInvalid: "A PO file's Plural-Forms header does not parse, or its formula gives a value past nplurals or divides by zero (msgfmt -c refuses it)."
        case .formCount: "A PO plural entry has another number of msgstr[i] than the header's nplurals."
        }
    }

    /// How to fix what the rule finds (each finding adds a hint of its own).
    public var help: String {
        switch self {
        case .missingCategory: "Add the missing forms: until then the numbers that select them render the 'other' form."
        case .wrongForm: "Write in each form the word its numbers take: 'one' the singular, Slavic 'few' the form for 2–4."
        case .emptyForm: "Write the form's text: the numbers its category takes show nothing until then (an empty '=0' or Apple 'zero' for none is left alone)."
        case .missingOther: "Add 'other': it is the form every unlisted case falls back to (ICU refuses a choice without it)."
        case .unusedCategory: "Remove the form, or check that the file is in the right language folder."
        case .invariantPlural: "Add the language's forms if the text should change with the number."
        case .untranslated: "Translate the message, with the forms the language needs: today it shows the development language's text."
        case .droppedPlural: "Give the translation a plural with the language's forms ({n, plural, one {…} few {…} other {…}})."
        case .literalOne: "Print the number with a conversion (%d, #) in the 'one' form, or add an exact form such as =1 for the text."
        case .unpluralisedCount: "Make it a plural (a <plurals> resource, a .stringsdict variable, Vary by Plural, {n, plural, …}), so that each language gets the forms it needs."
        case .repeatedPluralArgument: "Print the plural's argument once per form, or name its position (%1$lld) so that Xcode knows which argument the variation selects on."
        case .unknownFormKey: "Plural keys are zero, one, two, few, many, other and exact values (=0); no number selects another key."
        case .argumentMismatch: "Make every translation take the development language's arguments, each of one kind: callers pass those."
        case .argumentGap: "Use every position up to the last one: formatting reads arguments by position."
        case .valueTypeMismatch: "Use one type for each argument: formatting reads the arguments by their declared types."
        case .invalidArgumentNumber: "Set argNum to the position of the number the substitution selects on (from 1)."
        case .unknownVariable: "Define the variable or fix the reference."
        case .unusedVariable: "Remove it or refer to it."
        case .variableCycle: "Break the loop: such a message cannot render."
        case .nestingTooDeep: "Flatten the variables."
        case .selectKeywordMismatch: "Give every translation the development language's keywords: a value without its keyword renders 'other'."
        case .invalidEntry: "Give the entry a format key and its variables (or a width or device rule), or a MessageFormat text."
        case .invalidFormat: "Fix the conversion or the MessageFormat syntax the message points at."
        case .unsupportedArgumentType: "Nothing to fix in the file: render it with `--engine icu`; the Swift engine refuses it."
        case .unsupportedRuleType: "Use NSStringPluralRuleType (or NSStringGenderRuleType)."
        case .missingRuleType: "Add NSStringFormatSpecTypeKey = NSStringPluralRuleType."
        case .missingValueType: "Add the value type of the number (d, ld, f...)."
        case .invalidValueType: "Use d, i, u, ld, lu, lld, llu, f, e or g (or @ for a gender)."
        case .valueTypePercent: "Write the conversion without '%' ('ld')."
        case .missingDeviceOther: "Add 'other' for the devices not listed."
        case .translationState: "Review the translation and mark it translated (or set the rule's level to gate releases on it)."
        case .unknownDevice: "Use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other."
        case .lostPercent: "Write the '%' back ('%2$@')."
        case .lostConversion: "Write '%@ word' if the '@' was lost, or '%%' for a percent sign."
        case .strayPercent: "Write the conversion whole ('%1$d'), or '%%' for a percent sign."
        case .brokenReference: "Write %#@name@ with no spaces."
        case .widthOnVariable: "Write '%1$#@count@' to name the argument."
        case .duplicateKey: "Remove or rename one of the entries: when their texts differ, one translation is lost without a word."
        case .stringsEntryDiffers: "Give the .strings entry the same text, or remove it."
        case .hiddenPlainEntry: "Remove the plain entry, or rename the plural entries' base key."
        case .missingStringsTwin: "Add the .strings twin, even empty: without it older Apple systems ignore the .stringsdict."
        case .missingStringsdictTwin: "Add the language's .stringsdict with its plural forms."
        case .unreadableFile: "Fix the file's syntax or encoding (plutil -lint, or a JSON validator)."
        case .unknownFileLanguage: "Move the file into an xx.lproj folder, or pass --file-language."
        case .unknownLanguage: "Name the folder, file or catalog language with a language code (ru, pt-BR, zh-Hant)."
        case .malformedLanguage: "Name the language with a well-formed tag (ru, pt-BR, zh-Hant): subtags of 1 to 8 ASCII letters or digits joined by '-', the first of 2 to 8 letters."
        case .androidLanguageFolder: "Name the folder b+lang[+Script][+REGION][+variant] (values-b+en+US), the only form aapt2 reads."
        case .languageSpelledTwice: "Keep one spelling of the language (en, pt-BR) and merge the other's messages into it."
        case .noTables: "Point lint at the resources folder."
        case .skippedFile: "Move the file where its format names a language (an xx.lproj folder, a values-<language> folder, <language>.json), or remove it."
        case .notMessageFormat: "Nothing to fix if the app formats these files with another {{name}} library; for i18next, keep them as <language>/<namespace>.json (en/translation.json): lint reads those as i18next."
        case .excludedEverything: "Narrow the configuration's 'excluded' paths, or check that the configuration named in the output is the project's own."
        case .flutterBuildError: "Use only what gen-l10n reads: {name}, plural with =0, =1, =2, zero…other, select; formats go in the @key placeholders."
        case .undeclaredPlaceholder: "Use the template's placeholders, or declare the new one in the template's @key."
        case .literalPound: "Write the placeholder ({count}) where the number belongs."
        case .overriddenForm: "Keep one of the two: in gen-l10n '=1' is the 'one' form."
        case .zeroIsCategory: "Word key_zero for every number the category takes, or choose the text for 0 in code."
        case .obsoletePluralKey: "Rename to the v4 keys (key_one, key_other…; i18next-v4-format-converter does it), or remove the key."
        case .inflectionNotInflectable: "Give the translation a plural variation with the language's forms instead of the markup."
        case .inflectionNotRendered: "Nothing to fix for Apple platforms; for text rendered on a server, use a plural variation."
        case .inflectionDropped: "Keep the markup around the counted phrase, or give the translation a plural variation."
        case .inflectionAdded: "Use a plural variation as the development language does, unless the language is one Apple inflects."
        case .inflectionAttributes: "Write the attributes as Foundation reads them (inflect: true, morphology: {number: \"plural\"}, agreeWithArgument: 1)."
        case .pluralFormsCLDR: "Use the Plural-Forms CLDR's rules give the language (the finding's hint, as convert --to po writes it) and write each msgstr for its numbers."
        case .pluralFormsMissing: "Add the language's Plural-Forms header (the finding's hint)."
        case .pluralFormsInvalid: "Fix the header: nplurals=N; plural=EXPR; with EXPR a C expression of n giving 0 to N-1."
        case .formCount: "Write one msgstr[i] per form of the header (msgstr[0] to msgstr[nplurals-1])."
        }
    }
}
