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

#include <mutex>
#include <new>
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

} // namespace

struct CICUMessageFormat {
    icu::MessageFormat format;
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
            format->format.format(names.data(), values.data(), count, result, *ec);
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
