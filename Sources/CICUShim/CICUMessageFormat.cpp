// ICU's MessageFormat behind the shim's C conventions (see CICUShim.h).
//
// C++ because ICU's C API for messages (`umsg_*`) takes arguments only as varargs or a `va_list`, by
// position, which neither Swift nor portable C can build at run time; `umsg_*` wraps
// `icu::MessageFormat`, whose `format(names, values, count, ...)` binds named arguments from arrays.

#include "CICUShim.h"

#include <unicode/fmtable.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/stringpiece.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <system_error>
#include <vector>

namespace {

/// One argument name of a pattern and the bit set of the ways the pattern uses it (CICU_MESSAGE_USE_*).
struct PatternArgument {
    icu::UnicodeString name;
    int32_t uses;
    int32_t occurrences;
};

int32_t use_of(UMessagePatternArgType type) {
    switch (type) {
    case UMSGPAT_ARG_TYPE_NONE: return CICU_MESSAGE_USE_NONE;
    case UMSGPAT_ARG_TYPE_SIMPLE: return CICU_MESSAGE_USE_SIMPLE;
    case UMSGPAT_ARG_TYPE_CHOICE: return CICU_MESSAGE_USE_CHOICE;
    case UMSGPAT_ARG_TYPE_PLURAL: return CICU_MESSAGE_USE_PLURAL;
    case UMSGPAT_ARG_TYPE_SELECT: return CICU_MESSAGE_USE_SELECT;
    case UMSGPAT_ARG_TYPE_SELECTORDINAL: return CICU_MESSAGE_USE_SELECTORDINAL;
    default: return 0;
    }
}

/// Whether a simple argument's type (the `ARG_TYPE` part) is `date` or `time`, which ICU's
/// MessageFormat matches ignoring case (`MessageFormat::findKeyword`).
bool is_date_type(const icu::UnicodeString &type) {
    icu::UnicodeString lowered(type);
    lowered.toLower("");
    return lowered == icu::UnicodeString(u"date") || lowered == icu::UnicodeString(u"time");
}

int32_t copy_utf8(const icu::UnicodeString &text, char *buffer, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t needed = 0;
    u_strToUTF8(buffer, capacity, &needed, text.getBuffer(), text.length(), status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return needed;
}

/// `UParseError.offset` where it names a place: MessagePattern resets it to 0 before parsing and sets it
/// for syntax errors, but reports unmatched braces at 0, and MessageFormat's own checks after parsing
/// (no `other`, an unknown argument type, a bad number skeleton) leave it at 0.
int32_t syntax_error_offset(const UParseError &error, UErrorCode status) {
    switch (status) {
    case U_PATTERN_SYNTAX_ERROR:
    case U_INDEX_OUTOFBOUNDS_ERROR:
    case U_ILLEGAL_CHARACTER:
    case U_INVALID_FORMAT_ERROR:
        return error.offset;
    default:
        return -1;
    }
}

/// A `plural` or `selectordinal` argument whose offset the shim applies exactly (see CICUShim.h).
struct OffsetArgument {
    icu::UnicodeString name;
    int64_t offset;
};

/// The first character of the names of offset arguments' exact values: U+E000 (private use).
constexpr char16_t offset_prefix = 0xE000;

/// The value of a numeric part (an offset, an `=N`) when it is a whole number below 2^53.
bool whole_number(const icu::MessagePattern &parsed, const icu::MessagePattern::Part &part, int64_t *value) {
    double number = parsed.getNumericValue(part);
    if (std::isnan(number) || number != std::floor(number) || std::fabs(number) >= 9007199254740992.0) return false;
    *value = static_cast<int64_t>(number);
    return true;
}

/// Whether ICU formats the `#` of the choice starting at part `argStart` with the format of a
/// `{name, type, style}` in its `other` sub-message (`MessageFormat::findFirstPluralNumberArg`):
/// renaming the choice's argument would lose that format.
bool number_format_from_other(const icu::MessagePattern &parsed, int32_t argStart, const icu::UnicodeString &name) {
    int32_t limit = parsed.getLimitPartIndex(argStart);
    for (int32_t i = argStart + 2; i < limit; i++) {
        const icu::MessagePattern::Part &part = parsed.getPart(i);
        if (part.getType() == UMSGPAT_PART_TYPE_MSG_START) { i = parsed.getLimitPartIndex(i); continue; }
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_SELECTOR || !parsed.partSubstringMatches(part, icu::UnicodeString(u"other"))) continue;
        for (int32_t j = i + 2; j < parsed.getLimitPartIndex(i + 1); j++) {
            const icu::MessagePattern::Part &inner = parsed.getPart(j);
            if (inner.getType() == UMSGPAT_PART_TYPE_REPLACE_NUMBER) return false;
            if (inner.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
            UMessagePatternArgType type = inner.getArgType();
            if ((type == UMSGPAT_ARG_TYPE_NONE || type == UMSGPAT_ARG_TYPE_SIMPLE) && parsed.partSubstringMatches(parsed.getPart(j + 1), name)) {
                return type == UMSGPAT_ARG_TYPE_SIMPLE;
            }
            j = parsed.getLimitPartIndex(j);
        }
        return false;
    }
    return false;
}

icu::UnicodeString decimal_text(int64_t value) {
    return icu::UnicodeString::fromUTF8(icu::StringPiece(std::to_string(value)));
}

/// The pattern with every offset argument it can apply exactly renamed, its offset 0 and its
/// `=N` selectors less the offset (see CICUShim.h); `offsets` receives those arguments.
icu::UnicodeString exact_offset_pattern(const icu::UnicodeString &text, const icu::MessagePattern &parsed,
                                        std::vector<OffsetArgument> &offsets) {
    struct Replacement {
        int32_t start;
        int32_t length;
        icu::UnicodeString text;
    };
    std::vector<Replacement> replacements;
    for (int32_t i = 0; i < parsed.countParts(); i++) {
        const icu::MessagePattern::Part &part = parsed.getPart(i);
        UMessagePatternArgType type = part.getArgType();
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START || (type != UMSGPAT_ARG_TYPE_PLURAL && type != UMSGPAT_ARG_TYPE_SELECTORDINAL)) continue;
        // ARG_START, the name, then the offset's number when there is one.
        const icu::MessagePattern::Part &namePart = parsed.getPart(i + 1);
        const icu::MessagePattern::Part &offsetPart = parsed.getPart(i + 2);
        int64_t offset = 0;
        if (!icu::MessagePattern::Part::hasNumericValue(offsetPart.getType()) || !whole_number(parsed, offsetPart, &offset) || offset == 0) continue;
        icu::UnicodeString name = parsed.getSubstring(namePart);
        if (number_format_from_other(parsed, i, name)) continue;
        std::vector<Replacement> own;
        bool exact = true;
        for (int32_t j = i + 3; j < parsed.getLimitPartIndex(i); j++) {
            const icu::MessagePattern::Part &inner = parsed.getPart(j);
            if (inner.getType() == UMSGPAT_PART_TYPE_MSG_START) { j = parsed.getLimitPartIndex(j); continue; }
            if (!icu::MessagePattern::Part::hasNumericValue(inner.getType())) continue;
            int64_t value = 0;
            if (!whole_number(parsed, inner, &value)) { exact = false; break; }
            own.push_back(Replacement{inner.getIndex(), inner.getLength(), decimal_text(value - offset)});
        }
        if (!exact) continue;
        icu::UnicodeString renamed(offset_prefix);
        renamed += decimal_text(static_cast<int64_t>(offsets.size()));
        own.push_back(Replacement{namePart.getIndex(), namePart.getLength(), renamed});
        own.push_back(Replacement{offsetPart.getIndex(), offsetPart.getLength(), icu::UnicodeString(u"0")});
        replacements.insert(replacements.end(), own.begin(), own.end());
        offsets.push_back(OffsetArgument{name, offset});
    }
    // From the end, so that each replacement's place is still the original pattern's.
    std::sort(replacements.begin(), replacements.end(), [](const Replacement &a, const Replacement &b) { return a.start > b.start; });
    icu::UnicodeString rewritten(text);
    for (const Replacement &replacement : replacements) rewritten.replace(replacement.start, replacement.length, replacement.text);
    return rewritten;
}

} // namespace

struct CICUMessageFormat {
    icu::MessageFormat format;
    /// The pattern with its offsets applied exactly by the caller (see CICUShim.h), when it has such offsets.
    std::unique_ptr<icu::MessageFormat> exact;
    std::vector<OffsetArgument> offsets;
    std::vector<PatternArgument> arguments;
    int32_t numberReplacements = 0;
    int32_t nestingDepth = 0;
    // ICU: "If multiple threads access a format concurrently, it must be synchronized externally"
    // (msgfmt.h); `format` is const but fills caches (default number format, plural rules) lazily.
    std::mutex lock;

    CICUMessageFormat(const icu::UnicodeString &pattern, const icu::Locale &locale, UParseError &error, UErrorCode &status)
        : format(pattern, locale, error, status) {}
};

extern "C" CICUMessageFormat *cicu_message_format_open(const char *pattern, int32_t length, const char *locale,
                                                       int32_t *errorOffset, CICUStatus *status) {
    UErrorCode *ec = reinterpret_cast<UErrorCode *>(status);
    *errorOffset = -1;
    if (U_FAILURE(*ec)) return nullptr;
    cicu_use_root_as_default_locale();
    icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(pattern, length));
    if (text.isBogus()) { *ec = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    try {
        UParseError error{};
        error.offset = -1;
        auto *result = new CICUMessageFormat(text, icu::Locale(locale), error, *ec);
        if (U_FAILURE(*ec)) {
            *errorOffset = syntax_error_offset(error, *ec);
            delete result;
            return nullptr;
        }
        // The argument names, in order of first appearance, with every way each is used.
        icu::MessagePattern parsed(text, &error, *ec);
        if (U_FAILURE(*ec)) {
            *errorOffset = syntax_error_offset(error, *ec);
            delete result;
            return nullptr;
        }
        for (int32_t i = 0; i < parsed.countParts(); i++) {
            const icu::MessagePattern::Part &part = parsed.getPart(i);
            if (part.getType() == UMSGPAT_PART_TYPE_REPLACE_NUMBER) result->numberReplacements++;
            if (part.getType() == UMSGPAT_PART_TYPE_MSG_START && part.getValue() > result->nestingDepth) {
                result->nestingDepth = part.getValue();
            }
            if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
            icu::UnicodeString name = parsed.getSubstring(parsed.getPart(i + 1));
            int32_t use = use_of(part.getArgType());
            if (part.getArgType() == UMSGPAT_ARG_TYPE_SIMPLE && is_date_type(parsed.getSubstring(parsed.getPart(i + 2)))) {
                use |= CICU_MESSAGE_USE_DATE;
            }
            bool found = false;
            for (auto &argument : result->arguments) {
                if (argument.name == name) { argument.uses |= use; argument.occurrences++; found = true; break; }
            }
            if (!found) result->arguments.push_back(PatternArgument{name, use, 1});
        }
        // A pattern that names an argument as the exact values are named is left to ICU's reading.
        bool prefixed = std::any_of(result->arguments.begin(), result->arguments.end(), [](const PatternArgument &argument) {
            return argument.name.length() > 0 && argument.name.charAt(0) == offset_prefix;
        });
        if (!prefixed) {
            icu::UnicodeString rewritten = exact_offset_pattern(text, parsed, result->offsets);
            if (!result->offsets.empty()) {
                UErrorCode exactStatus = U_ZERO_ERROR;
                UParseError exactError{};
                auto exact = std::make_unique<icu::MessageFormat>(rewritten, icu::Locale(locale), exactError, exactStatus);
                if (U_SUCCESS(exactStatus)) {
                    result->exact = std::move(exact);
                } else {
                    result->offsets.clear();
                }
            }
        }
        return result;
    } catch (const std::bad_alloc &) {
        *ec = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
}

extern "C" void cicu_message_format_close(CICUMessageFormat *format) { delete format; }

extern "C" int32_t cicu_message_format_argument_count(const CICUMessageFormat *format) {
    return static_cast<int32_t>(format->arguments.size());
}

extern "C" int32_t cicu_message_format_number_replacements(const CICUMessageFormat *format) {
    return format->numberReplacements;
}

extern "C" int32_t cicu_message_format_nesting_depth(const CICUMessageFormat *format) {
    return format->nestingDepth;
}

extern "C" int32_t cicu_message_format_argument_at(const CICUMessageFormat *format, int32_t index, int32_t *uses,
                                                   int32_t *occurrences, char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*ec)) return 0;
    if (index < 0 || index >= static_cast<int32_t>(format->arguments.size())) { *ec = U_INDEX_OUTOFBOUNDS_ERROR; return 0; }
    const PatternArgument &argument = format->arguments[static_cast<size_t>(index)];
    *uses = argument.uses;
    *occurrences = argument.occurrences;
    return copy_utf8(argument.name, buffer, capacity, ec);
}

extern "C" int32_t cicu_message_format_offset_argument_count(const CICUMessageFormat *format) {
    return static_cast<int32_t>(format->offsets.size());
}

extern "C" int32_t cicu_message_format_offset_argument_at(const CICUMessageFormat *format, int32_t index, int64_t *offset,
                                                          char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*ec)) return 0;
    if (index < 0 || index >= static_cast<int32_t>(format->offsets.size())) { *ec = U_INDEX_OUTOFBOUNDS_ERROR; return 0; }
    const OffsetArgument &argument = format->offsets[static_cast<size_t>(index)];
    *offset = argument.offset;
    return copy_utf8(argument.name, buffer, capacity, ec);
}

extern "C" int32_t cicu_message_format_format(CICUMessageFormat *format, const CICUMessageArgument *arguments,
                                              int32_t count, char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*ec)) return 0;
    if (count < 0) { *ec = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    try {
        std::vector<icu::UnicodeString> names(static_cast<size_t>(count));
        std::vector<icu::Formattable> values(static_cast<size_t>(count));
        for (int32_t i = 0; i < count; i++) {
            const CICUMessageArgument &argument = arguments[i];
            names[static_cast<size_t>(i)] = icu::UnicodeString::fromUTF8(icu::StringPiece(argument.name, argument.nameLength));
            icu::Formattable &value = values[static_cast<size_t>(i)];
            switch (argument.kind) {
            case CICU_MESSAGE_ARGUMENT_DECIMAL:
                // A decimal string keeps its digits ("1.50" stays 1.50, not the double 1.5).
                value = icu::Formattable(icu::StringPiece(argument.text, argument.textLength), *ec);
                break;
            case CICU_MESSAGE_ARGUMENT_INT64: value.setInt64(argument.integer); break;
            case CICU_MESSAGE_ARGUMENT_DOUBLE: value.setDouble(argument.real); break;
            case CICU_MESSAGE_ARGUMENT_STRING:
                value.setString(icu::UnicodeString::fromUTF8(icu::StringPiece(argument.text, argument.textLength)));
                break;
            default: *ec = U_ILLEGAL_ARGUMENT_ERROR; break;
            }
            if (U_FAILURE(*ec)) return 0;
        }
        icu::UnicodeString result;
        {
            std::lock_guard<std::mutex> guard(format->lock);
            icu::MessageFormat &chosen = format->exact ? *format->exact : format->format;
            chosen.format(names.data(), values.data(), count, result, *ec);
        }
        return copy_utf8(result, buffer, capacity, ec);
    } catch (const std::bad_alloc &) {
        *ec = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    } catch (const std::system_error &) {
        *ec = U_INTERNAL_PROGRAM_ERROR;
        return 0;
    }
}
