import Foundation
import PluralLocalization

/// Something of one message that the target format of a conversion cannot say, and what was
/// written instead.
///
/// Writers never drop a message silently: each loss is one note, for one key in one language.
public struct ConversionNote: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What could not be said.
    enum Kind: Hashable, Sendable, Codable {
        /// Width variants (`NSStringVariableWidthRuleType`): only the widest was written.
        case widthVariants(written: Int)
        /// Device variants: only the one named was written (``MessageBody/defaultDeviceVariant(of:)``:
        /// `other`, else `iphone`, `ipad`, `mac`…); the others, `dropped`, were left out.
        case deviceVariants(written: String, dropped: [String])
        /// A gender variable (`NSStringGenderRuleType`): only its `other` form was written.
        case genderVariable(String)
        /// An exact-value form (`=5`) Apple's formats have no key for: left out.
        case exactValue(variable: String, form: String)
        /// A variable shows its number with digits of its own (`%.1f`), which select the form on
        /// Apple platforms ("1.0" is `other` in English), while MessageFormat selects on the value.
        case formSelectedByShownDigits(variable: String, conversion: String)
        /// A printf conversion MessageFormat cannot say (a width, `%x`, `%e`, `%c`): written as
        /// the closest argument.
        case conversion(String, written: String)
        /// A number passed to `%@` prints as its plain digits on Apple platforms ("1234"), while
        /// MessageFormat's `{name}` formats it for the language: grouped ("1,234", "1.234") and in
        /// the language's own digits where it has them ("۱٬۲۳۴" in Persian, "١٬٢٣٤" in Central Kurdish).
        case numberAsObject(position: Int)
        /// A plural choice without an `other` form, which MessageFormat requires: an empty one was added.
        case missingOtherForm(variable: String)
        /// A variation inside a plural form, which the target keeps only at the top: the part was
        /// written as its default variant.
        case nestedVariation(String)
        /// Two parts define a variable of the same name differently; the first one was kept.
        case conflictingVariable(String)
        /// A variable of a rule type the target does not know, or without forms: written as its reference.
        case unsupportedVariable(String)
        /// A MessageFormat number (`#`, `{n, number}`) became an integer conversion (`%lld`): a
        /// fraction is no longer shown, and the plural selects on integers.
        case integerArgument(String)
        /// ICU's MessageFormat groups four-digit numbers (`#`, `{n, number}`: "1 000") where printf
        /// does not in this language ("1000", Polish, Spanish): printf shows them ungrouped.
        case integerGrouping(String)
        /// A MessageFormat plural's `offset:`, which printf plurals have not: forms select, and `#`
        /// shows, the value itself.
        case pluralOffset(variable: String, offset: Int)
        /// A MessageFormat `select` on genders became a gender variable, which takes only gender names
        /// (or 0, 1, 2): another value shows `other` in MessageFormat but fails on Apple platforms.
        case selectAsGender(String)
        /// A MessageFormat `selectordinal`, which Apple's formats have not: its `other` form was written.
        case ordinalArgument(String)
        /// A MessageFormat `select` on keywords other than genders: its `other` form was written.
        case selectArgument(String)
        /// The message could not be read (its reason): it was not written.
        case unreadable(String)
        /// The message holds a character the target format cannot carry (a NUL in XML): it was not written.
        case unwritableCharacter(codePoint: UInt32, format: String)
        /// The text the target format was given would not read back (its reason): it was not written.
        case unreadableAsWritten(String)
        /// MessageFormat argument names printf has no place for (`{user}` becomes `%1$@`): a caller
        /// by name passes these by position, each at its position in `positions`; read back as
        /// MessageFormat they are named `argN`. (A plural or select keeps its name as its variable's.)
        case argumentNamesNotKept(names: [String], positions: [Int])
        /// A printf text whose `%`s read as percent signs ("Save 20% off" has `% o`), which shows as
        /// written when used without arguments: written as that text, so a caller that passes
        /// arguments gets the text, not what printf makes of them.
        case percentSignsAsText
        /// A String Catalog's translation state other than `translated` (`needs_review`, `new`,
        /// `stale`...), which the target format has no place for: the text was written as translated.
        case translationState(String)
        /// The comment holds what a `.strings` comment cannot (`*/`, control characters): written changed.
        case commentChanged(String)
        /// The language is not a well-formed tag (`LanguageIdentifier.isWellFormedTag(_:)`), so it
        /// cannot name a file: none of its messages were written. The note's key is empty.
        case languageNotWritten(reason: String, messages: Int)
        /// The table's name cannot name a file (``SafeFileName/problem(with:suffix:)``): nothing was
        /// written. The note's key and language are empty.
        case tableNotWritten(name: String, reason: String)
        /// The language's file name (`EN.json`, `EN.lproj`) differs from other languages' (`en`) only
        /// in letter case: one file on a case-insensitive file system (macOS, Windows), so none of
        /// them was written. The note's key is empty.
        case languageFileNameCollides(with: [String], messages: Int)
        /// The key's `Base.lproj` entry (in `file`) differs from the development language's own entry,
        /// which was written in its place: the base's text and forms were not carried over.
        case baseEntryNotWritten(file: String)
        /// Arguments written under other names, each as the name at the same place in `to`: MF1's
        /// `{0}` as MF2's `$_0` (an MF2 name cannot start with a digit), or MF2's variables as MF1's
        /// numbered arguments where their order of first appearance differs from the MF2 message's
        /// (MF1 has no declarations to say it). A caller by name passes the new names; values given
        /// in order bind as before.
        case argumentsRenamed(from: [String], to: [String])
        /// Multiplied out into MessageFormat 2 variants (one per path through the nested choices),
        /// the message would have this many, more than `MF2Limits.maximumVariants`: it was not written.
        case tooManyVariants(Int)
        /// Multiplied out (a text repeated under every option of the choices around it), the written
        /// text would pass `limit` characters, the bound named, and not read back: it was not written.
        case tooLong(limit: Int, bound: String)
        /// The language tag has subtags an Android folder cannot hold (aapt2 reads
        /// `b+lang[+Script][+REGION][+variant]` only: no extensions such as `-u-ca-gregory`, no private
        /// use `-x-…`): it was written in the folder of the tag without them.
        case languageTagShortened(folder: String, dropped: String)
        /// Apple's `zero` form (the value 0 in every language) or MessageFormat's `=0`, in a language
        /// without Android's `zero` category: Android has no item for it, so it was left out (its text given).
        case appleZeroNotAndroid(text: String)
        /// An Android `zero` item in a language without that category: Android never chooses it,
        /// and Apple's formats would read it as the value 0, so it was left out (its text given).
        case androidZeroNeverChosen(text: String)
        /// Java's `String.format`, which Android runs, shows numbers in this language with digits
        /// of its own (`digits`, from OpenJDK's locale data) where the other formats show others.
        case javaDigits(android: String, others: String)
        /// An Android `<plurals>` takes its quantity apart from the arguments; the plural chose on
        /// argument `position`, which the caller now passes as the quantity too.
        case quantityArgument(position: Int)
        /// A second variable of a message written as one Android `<plurals>`, which chooses on one
        /// quantity: its `other` form was written.
        case onePluralPerResource(variable: String)
        /// The key is not an Android resource name (`Delete %@?`): written under `written`.
        case resourceNameChanged(written: String)
        /// An array item after a missing index (`n[0]`, `n[2]`): an Android `<string-array>` has no gaps,
        /// so it was left out.
        case arrayItemAfterGap
        /// A PO plural whose file's `Plural-Forms` groups whole numbers otherwise than CLDR: written
        /// by CLDR's categories, so these numbers (as written: "21, 31, 41") show another form.
        case pluralFormsRegrouped(numbers: String)
        /// Not written: a PO entry is one text, or one plural on its count; `what` the message has besides
        /// (a variable, a device variation).
        case notAPOEntry(what: String)
        /// Not written: the key is empty, and a PO entry with an empty `msgid` and no `msgctxt` is the
        /// file's header, which gettext and every reader take for metadata, not a message.
        case emptyKeyIsPOHeader
        /// What only an Android resource file says, which the target format has no place for: an
        /// `<xliff:g>` tag (its text was kept) or a `tools:` attribute. It was left out.
        case androidOnly(String)
        /// What Flutter's ARB plurals and ICU's say differently (see ``ARBNote``).
        case arb(ARBNote)
        /// An i18next key's own text beside its plural keys (`item` beside `item_one`), shown for a
        /// count without a form: the target has no place for it (its `other` form stands in).
        case i18nextFallbackText(String)
        /// What an i18next JSON v4 file cannot say (a select, an ordinal, a nested plural, an exact
        /// value other than 0): what was written instead.
        case notI18next(String)
        /// A number the source formats for the language (grouped, its decimal sign and digits: "1,000",
        /// "1,5" in French), written as i18next's `{{name}}`, which shows JavaScript's `String(n)`
        /// ("1000", "1.5"); `{{name, number}}` would format it.
        case i18nextPlainNumber(String)
        /// The plural chose by the argument named here, which i18next passes as `count`
        /// (`t(key, {count})`): written `{{count}}`, and a caller passes it by that name.
        case i18nextCount(String)
        /// A number format (`style`: fraction digits, rounding to an integer, a percent, padding) that
        /// i18next's `{{name, number}}` (`Intl.NumberFormat`'s defaults: grouped, up to three fraction
        /// digits) and `{{name}}` (`String(n)`) do not say: written without it.
        case i18nextNumberFormat(name: String, style: String)
        /// Apple's inflection markup (`^[%lld Task](inflect: true)`), which the target's platform
        /// does not read: written as a plural variation on argument `argument` with the phrase
        /// inflected in each category's form.
        case inflectionExpanded(argument: Int)
        /// Apple's inflection markup, which the target's platform does not read: the markup was
        /// removed and the phrase written as it is (the reason), as Apple shows it where it cannot inflect.
        case inflectionAsWritten(InflectionIssue)
    }

    /// The message's key; empty for a note about a whole language or table.
    let key: String
    /// The message's language; empty for a note about the whole table.
    let language: String
    /// What could not be said.
    let kind: Kind

    /// What was lost, in words.
    var what: String {
        switch kind {
        case let .widthVariants(written): "width variants are not supported; wrote the widest (\(written))"
        case let .deviceVariants(written, dropped):
            "device variants are not supported; wrote the '\(written)' variant" + (dropped.isEmpty ? "" : ", left out " + dropped.map { "'\($0)'" }.joined(separator: ", "))
        case let .genderVariable(name): "gender variable '\(name)' is not supported; wrote its 'other' form"
        case let .exactValue(variable, form): "exact value '\(form)' of '\(variable)' has no Apple plural key; left out"
        case let .formSelectedByShownDigits(variable, conversion):
            "'\(variable)' selects its form by the digits '\(conversion)' shows; MessageFormat selects by the value"
        case let .conversion(conversion, written): "'\(conversion)' cannot be said exactly; wrote \(written)"
        case let .numberAsObject(position):
            "argument \(position) is a number shown by '%@' (plain digits, 1234); MessageFormat formats it for the language: grouped, in its own digits where it has them (۱٬۲۳۴ in fa)"
        case let .missingOtherForm(variable): "'\(variable)' has no 'other' form, which MessageFormat requires; wrote an empty one"
        case let .nestedVariation(what): "\(what) inside a plural form is not supported; wrote its default variant"
        case let .conflictingVariable(name): "variable '\(name)' is defined differently in two parts; kept the first"
        case let .unsupportedVariable(name): "variable '\(name)' has no forms the target can say; kept its reference"
        case let .integerArgument(name): "'\(name)' is written as an integer (%lld): fractions are not shown"
        case let .integerGrouping(name): "'\(name)' shows four-digit numbers ungrouped in printf (1000), grouped in MessageFormat"
        case let .pluralOffset(variable, offset): "'\(variable)' has offset \(offset), which printf plurals have not; forms select on the value"
        case let .selectAsGender(name): "select '\(name)' became a gender variable: values other than male, female, neuter, other are refused"
        case let .ordinalArgument(name): "selectordinal '\(name)' is not supported; wrote its 'other' form"
        case let .selectArgument(name): "select '\(name)' on keywords other than genders is not supported; wrote its 'other' form"
        case let .unreadable(reason): "not written: the message could not be read (\(reason))"
        case let .unwritableCharacter(codePoint, format):
            "not written: it holds U+\(String(format: "%04X", codePoint)), which \(format) cannot carry"
        case let .unreadableAsWritten(reason): "not written: as written it would not read back (\(reason))"
        case let .argumentNamesNotKept(names, positions):
            "printf arguments have no names: " + zip(names, positions).map { "'\($0)' is argument \($1)" }.joined(separator: ", ") + "; pass them by position"
        case .percentSignsAsText: "its '%' signs read as text (as it shows used without arguments); written as that text, which arguments do not change"
        case let .translationState(state): "the translation state '\(state)' has no place in this format; the text was written as translated"
        case let .commentChanged(how): "the comment cannot be written as it is: \(how)"
        case let .languageNotWritten(reason, messages):
            "the language is \(reason): " + (messages == 1 ? "its message was not written" : "its \(messages) messages were not written")
        case let .tableNotWritten(name, reason): "table '\(name)' \(reason): nothing was written"
        case let .argumentsRenamed(from, to):
            "arguments renamed: " + zip(from, to).map { "'\($0)' is written '\($1)'" }.joined(separator: ", ") + " (MessageFormat 2 names cannot start with a digit; MessageFormat binds values in order by first appearance unless numbered); pass them by the new names"
        case let .tooManyVariants(count):
            "not written: its nested choices make \(count) MessageFormat 2 variants, more than MF2Limits.maximumVariants"
        case let .tooLong(limit, bound):
            "not written: multiplied out, its text would pass \(limit) characters (\(bound)) and would not read back"
        case let .languageTagShortened(folder, dropped):
            "the subtags '\(dropped)' have no place in an Android folder (aapt2 reads b+lang[+Script][+REGION][+variant] only): written in \(folder)"
        case let .inflectionExpanded(argument):
            "Apple's inflection markup became a plural on argument \(argument), the phrase inflected in each form"
        case let .inflectionAsWritten(issue):
            "Apple's inflection markup was removed and the phrase written as it is: \(issue)"
        case let .baseEntryNotWritten(file):
            "the Base.lproj entry (\(file)) differs from this language's own, which was written in its place: the base's text and forms were not carried over"
        case let .appleZeroNotAndroid(text):
            "the zero form (the value 0) has no Android item in this language, whose plurals have no 'zero' category: left out (its text: '\(text)'; show it for 0 in code)"
        case let .androidZeroNeverChosen(text):
            "the Android 'zero' item is a category this language does not have, so Android never shows it; not carried as the value 0, left out (its text: '\(text)')"
        case let .javaDigits(android, others):
            "Android's String.format shows this language's numbers with the digits \(android), the other formats with \(others): the numbers look different"
        case let .quantityArgument(position):
            "the plural chooses on argument \(position); an Android <plurals> takes its quantity apart: pass argument \(position) as the quantity"
        case let .onePluralPerResource(variable):
            "an Android <plurals> chooses on one quantity: variable '\(variable)' wrote its 'other' form"
        case let .resourceNameChanged(written): "the key is not an Android resource name: written as '\(written)'"
        case .arrayItemAfterGap: "an Android <string-array> has no gaps: the item after a missing index was left out"
        case let .notAPOEntry(what): "not written: a PO entry is one text or one plural on its count, and this message has \(what)"
        case .emptyKeyIsPOHeader: "not written: a PO entry with an empty msgid and no msgctxt is the file's header, not a message"
        case let .pluralFormsRegrouped(numbers):
            "the PO file's Plural-Forms groups whole numbers otherwise than CLDR: written by CLDR's categories, \(numbers) now show another form than the file's formula gave them"
        case let .androidOnly(what): "\(what) is Android's own and the target format has no place for it: left out"
        case let .arb(note): note.what
        case let .i18nextFallbackText(text): "the key's own text '\(text)', which i18next shows for a count without a form, has no place in the target: left out ('other' stands in)"
        case let .notI18next(what): what
        case let .i18nextPlainNumber(name):
            "i18next shows {{\(name)}} as JavaScript's String(n) (1000, 1.5): the source formats the number for the language (grouped, its own decimal sign and digits); write {{\(name), number}} to format it"
        case let .i18nextCount(name):
            "the plural's number '\(name)' is i18next's count: written {{count}}, pass it as count"
        case let .i18nextNumberFormat(name, style):
            "the number format '\(style)' of '\(name)' has no i18next equivalent: written without it ({{\(name), number}} is grouped with up to three fraction digits, {{\(name)}} JavaScript's String(n))"
        case let .languageFileNameCollides(others, messages):
            "the language's file name differs from \(others.map { "'\($0)'" }.joined(separator: ", "))'s only in letter case, one file on a case-insensitive file system (keep one spelling of the language): "
                + (messages == 1 ? "its message was not written" : "its \(messages) messages were not written")
        }
    }

    /// Whether the note is an error rather than a loss of detail: a language or table whose name
    /// cannot name a file, so that none of its messages were written.
    public var isError: Bool {
        switch kind {
        case .languageNotWritten, .tableNotWritten, .languageFileNameCollides: true
        default: false
        }
    }

    public var description: String {
        if language.isEmpty { return what }
        return key.isEmpty ? "[\(language)]: \(what)" : "\(key) [\(language)]: \(what)"
    }
}
