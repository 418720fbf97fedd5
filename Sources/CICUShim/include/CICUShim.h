// CICUShim: the package's only door to ICU.
//
// This header must not include any ICU header: Swift modules that import Foundation on Linux
// cannot also see ICU's headers (Foundation carries its own ICU module, and the two `UErrorCode`
// definitions clash). Handles are opaque, names are stable (ICU's own symbols carry a version
// suffix such as `uplrules_open_72`), and every type is a plain C type.
//
// Conventions:
// - `status` is ICU's `UErrorCode` as an int32_t: 0 is success, negative values are warnings,
//   positive values are failures. Pass a status that is 0 on entry.
// - Functions that write text return the full length needed (UTF-8 bytes, no terminator);
//   when it exceeds `capacity`, `status` is set to U_BUFFER_OVERFLOW_ERROR (15).
// - Plural categories are returned as indices: 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other;
//   -1 when `status` reports a failure.

#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef int32_t CICUStatus;

/// Wraps `UPluralRules`.
typedef struct CICUPluralRules CICUPluralRules;
/// Wraps `UNumberFormatter` (shareable between threads).
typedef struct CICUNumberFormatter CICUNumberFormatter;
/// Wraps `UNumberRangeFormatter` (shareable between threads).
typedef struct CICURangeFormatter CICURangeFormatter;
/// Wraps a rule-based spell-out `UNumberFormat` (not shareable: callers serialize access).
typedef struct CICUSpellout CICUSpellout;

enum { CICU_BUFFER_OVERFLOW_ERROR = 15, CICU_MISSING_RESOURCE_ERROR = 2, CICU_ILLEGAL_ARGUMENT_ERROR = 1 };

// MARK: Versions and errors

/// `u_errorName`.
const char *cicu_error_name(CICUStatus status);
/// ICU's version, for example "72.1" (`u_getVersion`).
int32_t cicu_icu_version(char *buffer, int32_t capacity);
/// The CLDR version of ICU's data, for example "42.0" (`ulocdata_getCLDRVersion`).
int32_t cicu_cldr_version(char *buffer, int32_t capacity, CICUStatus *status);

// MARK: Locale identifiers

/// Canonical ICU base name (no keywords) for a BCP-47 or ICU identifier:
/// "zh-Hant-HK" -> "zh_Hant_HK", "en_US@calendar=buddhist" -> "en_US".
int32_t cicu_locale_base_name(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status);
/// The locale whose number-formatting data ICU would use, named so that every identifier with the same
/// data gets the same name: the base name, or its nearest parent among ICU's installed locales (legacy
/// aliases included), else "root"; with the `numbers` keyword kept ("de-CH-x-foo" -> "de_CH",
/// "ar-EG-u-nu-latn" -> "ar_EG@numbers=latn", "xx_YY" -> "root").
int32_t cicu_locale_formatting_name(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status);
/// The locale a message for `identifier` is opened with, so that its plural rules are the language's
/// and its numbers the nearest installed locale's (ICU's own fallback, ending at root): the base name,
/// or its nearest parent ICU's plural rules accept, with the `numbers` keyword kept ("an" -> "an",
/// "ar-EG-u-nu-latn" -> "ar_EG@numbers=latn").
int32_t cicu_message_format_locale(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status);
/// Makes root ICU's default locale, once: a locale without data of its own then falls back to root,
/// as CLDR says, not to the process's LANG. Every function here that opens an ICU service calls it.
void cicu_use_root_as_default_locale(void);
/// `uloc_getParent`: "sr_Latn_RS" -> "sr_Latn"; "en" -> "".
int32_t cicu_locale_parent(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status);

// MARK: Plural rules

/// `uplrules_openForType`; `ordinal` is 0 for cardinal, 1 for ordinal.
CICUPluralRules *cicu_plural_rules_open(const char *locale, int32_t ordinal, CICUStatus *status);
/// `uplrules_close`.
void cicu_plural_rules_close(CICUPluralRules *rules);
/// `uplrules_select`.
int32_t cicu_plural_rules_select_double(const CICUPluralRules *rules, double value, CICUStatus *status);
/// Formats `decimal` (an ASCII decimal such as "1.50") with `formatter`, then `uplrules_selectFormatted`.
/// The formatter's skeleton decides which digits are visible (and compact notation sets operand c).
int32_t cicu_plural_rules_select_decimal(const CICUPluralRules *rules, const CICUNumberFormatter *formatter,
                                         const char *decimal, int32_t length, CICUStatus *status);
/// As `cicu_plural_rules_select_decimal` for the number `integer.fraction` given as two runs of ASCII
/// digits (`fractionLength` 0 for an integer), so that a caller holding the digits apart builds no string.
/// At most 62 digits in all (U_ILLEGAL_ARGUMENT_ERROR beyond).
int32_t cicu_plural_rules_select_digits(const CICUPluralRules *rules, const CICUNumberFormatter *formatter,
                                        const char *integer, int32_t integerLength,
                                        const char *fraction, int32_t fractionLength, CICUStatus *status);
/// `uplrules_getKeywords` as a bit set: bit k is set when category index k is used.
int32_t cicu_plural_rules_categories(const CICUPluralRules *rules, CICUStatus *status);
/// Formats the range with `formatter`, then `uplrules_selectForRange`.
int32_t cicu_plural_rules_select_range(const CICUPluralRules *rules, const CICURangeFormatter *formatter,
                                       const char *start, int32_t startLength,
                                       const char *end, int32_t endLength, CICUStatus *status);

// MARK: Number formatting

/// `unumf_openForSkeletonAndLocale`; `skeleton` is UTF-8.
CICUNumberFormatter *cicu_number_formatter_open(const char *skeleton, const char *locale, CICUStatus *status);
/// `unumf_close`.
void cicu_number_formatter_close(CICUNumberFormatter *formatter);
/// `unumf_formatDecimal` into UTF-8. When `rules` is not NULL, `*category` receives
/// `uplrules_selectFormatted` of the formatted (displayed) number.
int32_t cicu_number_formatter_format_decimal(const CICUNumberFormatter *formatter,
                                             const char *decimal, int32_t length,
                                             const CICUPluralRules *rules, int32_t *category,
                                             char *buffer, int32_t capacity, CICUStatus *status);

/// `unumrf_openForSkeletonWithCollapseAndIdentityFallback` with ICU's default collapse and fallback.
CICURangeFormatter *cicu_range_formatter_open(const char *skeleton, const char *locale, CICUStatus *status);
/// `unumrf_close`.
void cicu_range_formatter_close(CICURangeFormatter *formatter);
/// `unumrf_formatDecimalRange` into UTF-8; `*category` as in `cicu_plural_rules_select_range` when `rules` is set.
int32_t cicu_range_formatter_format_decimal(const CICURangeFormatter *formatter,
                                            const char *start, int32_t startLength,
                                            const char *end, int32_t endLength,
                                            const CICUPluralRules *rules, int32_t *category,
                                            char *buffer, int32_t capacity, CICUStatus *status);

/// `unum_open(UNUM_SPELLOUT, ...)`.
CICUSpellout *cicu_spellout_open(const char *locale, CICUStatus *status);
/// `unum_setTextAttribute(UNUM_DEFAULT_RULESET)`: selects a rule set such as "%spellout-ordinal" (UTF-8).
/// Fails with CICU_ILLEGAL_ARGUMENT_ERROR when the locale has no rule set of that name.
void cicu_spellout_set_rule_set(CICUSpellout *spellout, const char *ruleSet, CICUStatus *status);
/// `unum_close`.
void cicu_spellout_close(CICUSpellout *spellout);
/// `unum_formatDecimal` into UTF-8.
int32_t cicu_spellout_format_decimal(CICUSpellout *spellout, const char *decimal, int32_t length,
                                     char *buffer, int32_t capacity, CICUStatus *status);

// MARK: The `plurals` resource bundle (ICU's copy of CLDR's plural rules)

/// How many locales have rules of the type (tables `locales` / `locales_ordinals`).
int32_t cicu_plural_data_locale_count(int32_t ordinal, CICUStatus *status);
/// The locale at `index` in those tables.
int32_t cicu_plural_data_locale_at(int32_t ordinal, int32_t index, char *buffer, int32_t capacity, CICUStatus *status);
/// Exact lookup of the rule set name ("set31") of a locale; status CICU_MISSING_RESOURCE_ERROR when absent.
int32_t cicu_plural_data_rule_set(const char *locale, int32_t ordinal, char *buffer, int32_t capacity, CICUStatus *status);
/// How many rules (keywords) a rule set has.
int32_t cicu_plural_data_rule_count(const char *ruleSet, CICUStatus *status);
/// The keyword of rule `index` of a rule set; `*category` receives its index.
/// Writes the rule text (with its samples) to `buffer` and returns its length.
int32_t cicu_plural_data_rule_at(const char *ruleSet, int32_t index, int32_t *category,
                                 char *buffer, int32_t capacity, CICUStatus *status);


// MARK: Messages (ICU MessageFormat; implemented in C++, CICUMessageFormat.cpp)

/// Wraps `icu::MessageFormat` with the names of its arguments. Formatting locks a mutex inside the
/// handle (ICU asks callers to synchronize a shared MessageFormat), so a handle may be shared.
typedef struct CICUMessageFormat CICUMessageFormat;

/// How a pattern uses an argument, as bits (an argument may be used in several ways).
enum {
    CICU_MESSAGE_USE_NONE = 1,           // {name}
    CICU_MESSAGE_USE_SIMPLE = 2,         // {name, number}, {name, date}, ...
    CICU_MESSAGE_USE_CHOICE = 4,         // {name, choice, ...}
    CICU_MESSAGE_USE_PLURAL = 8,         // {name, plural, ...}
    CICU_MESSAGE_USE_SELECT = 16,        // {name, select, ...}
    CICU_MESSAGE_USE_SELECTORDINAL = 32, // {name, selectordinal, ...}
    CICU_MESSAGE_USE_DATE = 64           // {name, date...} or {name, time...} (with SIMPLE)
};

/// The kind of value an argument carries.
enum {
    CICU_MESSAGE_ARGUMENT_DECIMAL = 0,   // `text`: an ASCII decimal whose digits are kept ("1.50")
    CICU_MESSAGE_ARGUMENT_INT64 = 1,     // `integer`
    CICU_MESSAGE_ARGUMENT_DOUBLE = 2,    // `real`
    CICU_MESSAGE_ARGUMENT_STRING = 3     // `text`: UTF-8
};

/// One named argument: `name` and `text` are UTF-8 runs of the given lengths (no terminator needed).
typedef struct CICUMessageArgument {
    const char *name;
    int32_t nameLength;
    int32_t kind;
    const char *text;
    int32_t textLength;
    int64_t integer;
    double real;
} CICUMessageArgument;

/// `MessageFormat(pattern, locale, parseError, status)` for a UTF-8 pattern and an ICU locale identifier.
/// On failure returns NULL, sets `status` and `*errorOffset` to the UTF-16 offset of the error in the
/// pattern (`UParseError.offset`; -1 when ICU names none).
CICUMessageFormat *cicu_message_format_open(const char *pattern, int32_t length, const char *locale,
                                            int32_t *errorOffset, CICUStatus *status);
/// Frees the handle.
void cicu_message_format_close(CICUMessageFormat *format);
/// How many distinct argument names (or numbers) the pattern has, nested ones included.
int32_t cicu_message_format_argument_count(const CICUMessageFormat *format);
/// The name of argument `index` (order of first appearance) into `buffer`; `*uses` receives the
/// CICU_MESSAGE_USE_* bits of every place it appears, `*occurrences` how many places there are.
int32_t cicu_message_format_argument_at(const CICUMessageFormat *format, int32_t index, int32_t *uses,
                                        int32_t *occurrences, char *buffer, int32_t capacity, CICUStatus *status);
/// How many `#` the pattern has (each writes a number).
int32_t cicu_message_format_number_replacements(const CICUMessageFormat *format);
/// The nesting level of the pattern's deepest sub-message as ICU parsed it (the largest `MSG_START`
/// value of its `MessagePattern`; 0 without sub-messages).
int32_t cicu_message_format_nesting_depth(const CICUMessageFormat *format);
/// How many `plural` and `selectordinal` arguments of the pattern have an offset the shim applies
/// exactly. ICU applies `offset:` through a `double` (`number - offset`, then `#` and the category
/// from it), which loses digits from 2^53 on; for these arguments the shim formats a copy of the
/// pattern in which argument `index` (of this list) is named CICU_MESSAGE_OFFSET_PREFIX followed by
/// `index` in decimal, its offset is 0 and its `=N` selectors are `=N-offset`: the caller passes
/// the value less the offset, computed exactly, under that name. An offset that is not a whole
/// number below 2^53, an `=N` that is not one, or a styled `{name, ...}` that ICU's `#` would take
/// its format from, leaves that argument to ICU's own reading.
int32_t cicu_message_format_offset_argument_count(const CICUMessageFormat *format);
/// The name of offset argument `index` (the pattern's argument whose value it takes) into `buffer`,
/// and its offset into `*offset`.
int32_t cicu_message_format_offset_argument_at(const CICUMessageFormat *format, int32_t index, int64_t *offset,
                                               char *buffer, int32_t capacity, CICUStatus *status);
/// The UTF-8 start of the names of offset arguments' exact values (U+E000, a private-use character
/// no pattern of this package's callers names an argument with; a pattern that does is left to ICU).
#define CICU_MESSAGE_OFFSET_PREFIX "\xEE\x80\x80"
/// `MessageFormat::format(names, values, count, ...)` into UTF-8 (a numbered argument `{0}` binds to
/// the name "0"). ICU writes a missing argument back as `{name}`; callers check names first. With
/// offset arguments (`cicu_message_format_offset_argument_count`), the arguments must include their
/// exact values, and the pattern's copy that takes them is formatted.
int32_t cicu_message_format_format(CICUMessageFormat *format, const CICUMessageArgument *arguments,
                                   int32_t count, char *buffer, int32_t capacity, CICUStatus *status);

#ifdef __cplusplus
}
#endif

#endif // CICUSHIM_H
