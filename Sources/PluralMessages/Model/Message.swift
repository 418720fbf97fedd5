import Foundation
import MessageFormat2
import PluralCore
import PluralLocalization
import Synchronization

/// A `%#@name@` variable: a `.stringsdict` format variable or an `.xcstrings` substitution.
///
/// A class, immutable: rendering looks variables up on every expansion, and a reference is
/// cheaper to hand out than a copy of all the forms.
public final class MessageVariable: Hashable, Sendable {
    /// The variable's name.
    public let name: String
    /// What the variable selects its form by; `nil` when the file does not say (a `.stringsdict`
    /// variable without `NSStringFormatSpecTypeKey`: selected as plural, and reported by lint).
    /// Readers map their spellings to it (`NSStringPluralRuleType`, MessageFormat `selectordinal`...).
    public let kind: SelectorKind?
    /// `NSStringFormatValueTypeKey` or `formatSpecifier`: `d`, `lu`, `f`...; `nil` when absent.
    let valueType: String?
    /// An `.xcstrings` substitution's `argNum`: the argument it selects on, wherever it is referenced.
    let argumentNumber: Int?
    /// The forms, by key (`one`, `=0`); empty for a gender variable.
    public let forms: [PluralMessageForm: MessageText]
    /// The forms of a gender variable (`NSStringGenderRuleType`), by gender; empty otherwise.
    /// The same forms as ``keywordForms``, by gender.
    let genderForms: [GrammaticalGender: MessageText]
    /// The forms of a variable that chooses by keyword: a MessageFormat `select` (any keyword, and
    /// `other`) or a gender variable (`male`, `female`, `neuter`, `other`); empty otherwise.
    public let keywordForms: [String: MessageText]
    /// A MessageFormat plural's `offset:` (0 otherwise): categories and `#` use the value less it;
    /// exact forms (`=1`) match the value itself.
    let offset: Int
    /// The MessageFormat argument the variable selects on (``argumentNumber`` is its position in
    /// ``LocalizedMessage/argumentNames``); `nil` for `.stringsdict` and `.xcstrings` variables.
    /// Such a variable selects as ICU's MessageFormat does (see <doc:MessageFormat>).
    let argumentName: String?
    /// Keys that are neither forms nor known settings (a typo such as `onе` with a Cyrillic e).
    let unknownKeys: [String]
    /// Whether `%arg` stands for the variable's argument in its forms (`.xcstrings`).
    let isSubstitution: Bool
    /// The set of forms, kept for selection.
    let formSet: Set<PluralMessageForm>
    /// The specifier the value type names (`lu` is `%lu`), `nil` when absent or unreadable.
    let valueSpecifier: FormatSpecifier?
    /// The category forms by category order (zero first), for selection without hashing.
    let categoryForms: [MessageText?]
    /// Whether any form is an exact value (`=0`).
    let hasExactForms: Bool

    /// A variable; `forms` are parsed already (``MessageText``).
    public init(
        name: String, kind: SelectorKind?, valueType: String?, argumentNumber: Int? = nil,
        forms: [PluralMessageForm: MessageText], genderForms: [GrammaticalGender: MessageText] = [:],
        keywordForms: [String: MessageText] = [:], offset: Int = 0, argumentName: String? = nil,
        unknownKeys: [String] = [], isSubstitution: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.valueType = valueType
        self.argumentNumber = argumentNumber
        self.forms = forms
        var keywords = keywordForms
        for (gender, text) in genderForms { keywords[gender.rawValue] = text }
        self.keywordForms = keywords
        var genders = genderForms
        if kind == .gender {
            for (keyword, text) in keywordForms {
                if let gender = GrammaticalGender(rawValue: keyword), genders[gender] == nil { genders[gender] = text }
            }
        }
        self.genderForms = genders
        self.offset = offset
        self.argumentName = argumentName
        self.unknownKeys = unknownKeys
        self.isSubstitution = isSubstitution
        self.formSet = Set(forms.keys)
        self.valueSpecifier = valueType.flatMap(FormatSpecifier.init(valueType:))
        self.categoryForms = PluralCategory.allCases.map { forms[.category($0)] }
        self.hasExactForms = forms.keys.contains { if case .exact = $0 { true } else { false } }
    }

    public static func == (lhs: MessageVariable, rhs: MessageVariable) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.valueType == rhs.valueType
            && lhs.argumentNumber == rhs.argumentNumber && lhs.forms == rhs.forms && lhs.keywordForms == rhs.keywordForms
            && lhs.offset == rhs.offset && lhs.argumentName == rhs.argumentName && lhs.unknownKeys == rhs.unknownKeys
            && lhs.isSubstitution == rhs.isSubstitution)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(valueType)
        hasher.combine(forms)
    }

    /// Whether the variable selects by cardinal plural category (also when its kind is not said).
    var isPlural: Bool { kind == nil || kind == .plural }
    /// Whether the variable selects by ordinal category (MessageFormat `selectordinal`).
    var isOrdinal: Bool { kind == .ordinal }
    /// Whether the variable selects by gender (``genderForms``).
    var isGender: Bool { kind == .gender }
    /// Whether the variable selects by keyword (MessageFormat `select`).
    var isSelect: Bool { kind == .select }
}

/// The structure of a message: text, or variations that choose text.
public indirect enum MessageBody: Hashable, Sendable {
    /// A format, possibly with variables.
    case text(MessageText)
    /// `.xcstrings` plural variation of the whole string: the number is the argument `argument`.
    case plural(argument: Int, forms: [PluralMessageForm: MessageBody])
    /// Device variation (`NSStringDeviceSpecificRuleType`, `.xcstrings` `device`): by device name
    /// (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `ipod`, `other`).
    case device([String: MessageBody])
    /// Width variation (`NSStringVariableWidthRuleType`): by presentation width, ascending.
    case width([WidthVariant])
    /// A part with its own variables (a `.stringsdict` device variant that is a dictionary).
    case scoped(MessageBody, variables: [String: MessageVariable])
    /// An entry that could not be read; rendering it throws with this reason.
    case invalid(String)

    /// The device names of device variations, the default `other` first, then Apple's devices
    /// from the most to the least common target: the order a format with one text per message
    /// picks a device-varied message's variant in (``defaultDeviceVariant(of:)``).
    static let deviceNames = ["other", "iphone", "ipad", "mac", "ipod", "applewatch", "appletv", "applevision"]

    /// The variant a format that has no device variations writes: `other` (what a device without
    /// its own variant shows), else the first of ``deviceNames`` the variants have, else the first
    /// name in order; `nil` for no variants.
    static func defaultDeviceVariant(of variants: [String: MessageBody]) -> String? {
        deviceNames.first { variants[$0] != nil } ?? variants.keys.min()
    }
}

/// One width of a width variation.
public struct WidthVariant: Hashable, Sendable {
    /// The presentation width this variant is for.
    let width: Int
    /// The variant.
    public let body: MessageBody

    /// A variant for a width.
    init(width: Int, body: MessageBody) {
        self.width = width
        self.body = body
    }
}

/// What a String Catalog says about an entry and its string units besides their text, kept as
/// read (any string Xcode writes, verbatim) so that a catalog written back says it too.
///
/// Apple's other formats and MessageFormat have no place for it: writing them leaves it out, with a
/// `ConversionNote/Kind/translationState(_:)` note for a unit whose state is not `translated`
/// (see <doc:ConvertingBetweenFormats>).
public struct CatalogMetadata: Hashable, Sendable {
    /// The entry's `extractionState` (`manual`, `stale`, `extracted_with_value`, `migrated`...);
    /// `nil` when the entry has none.
    var extractionState: String?
    /// The entry's `shouldTranslate`; `nil` when the entry has none.
    var shouldTranslate: Bool?
    /// The entry's `isCommentAutoGenerated`; `nil` when the entry has none.
    var isCommentAutoGenerated: Bool?
    /// The `state` of each string unit of the localization (`translated`, `needs_review`, `new`,
    /// `stale`...), by the unit's path: the keys leading to it from the localization, leaving out
    /// `variations` and `stringUnit`. `[]` is the localization's own unit, `["plural", "one"]` a
    /// plural form, `["device", "iphone", "plural", "one"]` a form of a device variant,
    /// `["substitutions", "count", "plural", "few"]` a substitution's form. A unit without a state
    /// has no entry.
    var unitStates: [[String]: String]

    /// Metadata as a catalog entry and its units give it.
    init(extractionState: String? = nil, shouldTranslate: Bool? = nil, isCommentAutoGenerated: Bool? = nil, unitStates: [[String]: String] = [:]) {
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.isCommentAutoGenerated = isCommentAutoGenerated
        self.unitStates = unitStates
    }
}

/// One key of a table in one language, ready to render.
///
/// Its fields are held in one immutable object: a message is handed around on every lookup and
/// rendering, and one reference costs less than retaining nine fields; the object is also the
/// message's identity, by which the renderer keeps what it compiled of the message.
public struct LocalizedMessage: Hashable, Sendable {
    /// The fields, shared by every copy.
    final class Storage: Sendable {
        let key: String
        let language: String
        let body: MessageBody
        let variables: [String: MessageVariable]
        let state: String?
        let origin: MessageOrigin
        let argumentNames: [String]
        let comment: String?
        let catalogMetadata: CatalogMetadata?
        /// An Android element's `tools:` attributes (`tools:ignore="MissingTranslation"`), as written.
        let androidTools: [(name: String, value: String)]
        /// An ARB entry's `@key` attributes besides its description (placeholders…), as read.
        let arb: ARBAttributes?
        let pluralFallback: MessageBody?
        let pluralRuleType: PluralRuleType
        /// A PO entry's metadata and header (its own formula selects its plural forms).
        let gettext: GettextMetadata?

        init(key: String, language: String, body: MessageBody, variables: [String: MessageVariable], state: String?,
             origin: MessageOrigin, argumentNames: [String], comment: String?, catalogMetadata: CatalogMetadata?,
             androidTools: [(name: String, value: String)] = [], pluralFallback: MessageBody? = nil, pluralRuleType: PluralRuleType = .cardinal,
             gettext: GettextMetadata? = nil, arb: ARBAttributes? = nil) {
            self.arb = arb
            self.key = key
            self.language = language
            self.body = body
            self.variables = variables
            self.state = state
            self.origin = origin
            self.argumentNames = argumentNames
            self.comment = comment
            self.catalogMetadata = catalogMetadata
            self.androidTools = androidTools
            self.pluralFallback = pluralFallback
            self.pluralRuleType = pluralRuleType
            self.gettext = gettext
        }
    }

    /// The fields; the same object for every copy of this message.
    let storage: Storage

    /// The message whose fields these are (the one a render cache's entry holds).
    init(storage: Storage) { self.storage = storage }

    /// The key.
    public var key: String { storage.key }
    /// The language whose text this is, which also gives the plural rules.
    public var language: String { storage.language }
    /// The text and its variations.
    public var body: MessageBody { storage.body }
    /// The variables `%#@name@` in ``body`` refer to.
    public var variables: [String: MessageVariable] { storage.variables }
    /// `.xcstrings` translation state (`translated`, `needs_review`, `new`, `stale`); `nil` elsewhere.
    var state: String? { storage.state }
    /// Where the message was read from.
    public var origin: MessageOrigin { storage.origin }
    /// A MessageFormat message's argument names in the order arguments given by position bind to
    /// them (`MessageSyntax/positionalOrder(_:)`: numbered ones by number, `{0}` is "0",
    /// then named ones in order of first appearance); empty for other messages.
    public var argumentNames: [String] { storage.argumentNames }
    /// The note for translators: an `.xcstrings` entry's `comment`, or the comment just before a
    /// `.strings` entry; `nil` when there is none.
    public var comment: String? { storage.comment }
    /// What the String Catalog the message was read from says about it besides its text (entry's
    /// `extractionState`, each unit's `state`); `nil` for a message from another format.
    var catalogMetadata: CatalogMetadata? { storage.catalogMetadata }
    /// What the message shows where its plural variation has no form for the number's category, for a
    /// format that falls back to a text of its own rather than to `other`: i18next's bare key (`item`
    /// beside `item_one`, `item_other`), also what the key shows without a count. `nil` otherwise.
    var pluralFallback: MessageBody? { storage.pluralFallback }
    /// The rules a whole-string plural variation (``MessageBody/plural(argument:forms:)``) selects its
    /// categories by: `.ordinal` for i18next's `place_ordinal_one`, `place_ordinal_two`… (the message
    /// `place_ordinal`, selected as `t("place", {count, ordinal: true})`), `.cardinal` otherwise.
    var pluralRuleType: PluralRuleType { storage.pluralRuleType }

    /// What the PO entry the message was read from says besides its text (context, flags, comments,
    /// each `msgstr[i]`, the file's `Plural-Forms`); `nil` for a message from another format.
    var gettext: GettextMetadata? { storage.gettext }

    /// A message; tables make these when they load files.
    public init(
        key: String, language: String, body: MessageBody, variables: [String: MessageVariable] = [:],
        state: String? = nil, origin: MessageOrigin, argumentNames: [String] = [], comment: String? = nil,
        catalogMetadata: CatalogMetadata? = nil
    ) {
        self.init(key: key, language: language, body: body, variables: variables, state: state, origin: origin,
                  argumentNames: argumentNames, comment: comment, catalogMetadata: catalogMetadata, gettext: nil)
    }

    /// A message read from a PO entry, with what the entry says besides its text.
    init(
        key: String, language: String, body: MessageBody, variables: [String: MessageVariable] = [:],
        state: String? = nil, origin: MessageOrigin, argumentNames: [String] = [], comment: String? = nil,
        catalogMetadata: CatalogMetadata? = nil, gettext: GettextMetadata?
    ) {
        storage = Storage(key: key, language: language, body: body, variables: variables, state: state, origin: origin,
                          argumentNames: argumentNames, comment: comment, catalogMetadata: catalogMetadata, gettext: gettext)
    }

    /// A message whose plural variation falls back to `pluralFallback` where it has no form (see
    /// ``pluralFallback``) and selects by `pluralRuleType`'s rules (see ``pluralRuleType``).
    init(key: String, language: String, body: MessageBody, origin: MessageOrigin, argumentNames: [String], pluralFallback: MessageBody?,
                pluralRuleType: PluralRuleType = .cardinal) {
        storage = Storage(key: key, language: language, body: body, variables: [:], state: nil, origin: origin,
                          argumentNames: argumentNames, comment: nil, catalogMetadata: nil, pluralFallback: pluralFallback, pluralRuleType: pluralRuleType)
    }

    /// A message read from an Android element with `tools:` attributes, which the Android writer
    /// gives back and other writers note as left out.
    init(key: String, language: String, body: MessageBody, origin: MessageOrigin, comment: String?, catalogMetadata: CatalogMetadata?,
         androidTools: [(name: String, value: String)]) {
        storage = Storage(key: key, language: language, body: body, variables: [:], state: nil, origin: origin,
                          argumentNames: [], comment: comment, catalogMetadata: catalogMetadata, androidTools: androidTools)
    }

    /// An Android element's `tools:` attributes, in the order written.
    var androidTools: [(name: String, value: String)] { storage.androidTools }

    /// A message read from an ARB entry: its `@key` attributes besides the description (``comment``).
    init(key: String, language: String, body: MessageBody, variables: [String: MessageVariable], origin: MessageOrigin,
         argumentNames: [String], comment: String?, arb: ARBAttributes?) {
        storage = Storage(key: key, language: language, body: body, variables: variables, state: nil, origin: origin,
                          argumentNames: argumentNames, comment: comment, catalogMetadata: nil, arb: arb)
    }

    /// The `@key` attributes of the ARB entry the message was read from (placeholders and their
    /// types and formats); `nil` for a message of another format or an entry without them.
    var arbAttributes: ARBAttributes? { storage.arb }

    public static func == (lhs: LocalizedMessage, rhs: LocalizedMessage) -> Bool {
        let (l, r) = (lhs.storage, rhs.storage)
        return l === r || (l.key == r.key && l.language == r.language && l.body == r.body && l.variables == r.variables
            && l.state == r.state && l.origin == r.origin && l.argumentNames == r.argumentNames && l.comment == r.comment
            && l.catalogMetadata == r.catalogMetadata && l.pluralFallback == r.pluralFallback && l.pluralRuleType == r.pluralRuleType && l.gettext == r.gettext
            && l.arb == r.arb)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(language)
        hasher.combine(body)
    }

    /// A message from an ICU MessageFormat text: its `plural`, `selectordinal` and `select`
    /// arguments become ``variables``; a text that does not parse keeps its error in
    /// `MessageText.messageFormatError` and throws ``MessageError/Reason/invalidFormat(_:)`` when rendered.
    public init(key: String, language: String, messageFormat source: String, origin: MessageOrigin = MessageOrigin(file: nil, kind: .messageformat)) {
        self = MessageFormatModel.message(key: key, language: language, source: source, origin: origin)
    }

    /// Whether the `.xcstrings` state says the text is not translated yet (`new`), so lookups fall
    /// back to the source language.
    var isUntranslated: Bool { state == "new" }
}
