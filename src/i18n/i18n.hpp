// Translation layer: every sentence a player sees goes through tr() / ntr() (GNU gettext).
// Messages are written in English in the code; po/fr.po and po/en.po hold the catalogues.
// Placeholders follow {fmt}: trf("Take {0} from {1}", a, b) translates, then formats.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace marienbad {

enum class Language { english, french };

inline constexpr const char* k_text_domain = "marienbad";

// The translation of `msgid` in the active language.
const char* tr(const char* msgid);
// The singular or plural translation for `count`.
const char* ntr(const char* singular, const char* plural, long long count);
// Marks a string for extraction without translating it yet (for tables of messages).
constexpr const char* tr_noop(const char* msgid) {
    return msgid;
}

// Formats a translated message. A translation whose placeholders are broken falls back to the
// English text rather than failing in the middle of a game.
template <class... Args>
std::string format_message(const char* msgid, const char* translated, Args&&... args) {
    try {
        return fmt::format(fmt::runtime(translated), args...);
    } catch (const fmt::format_error&) {
        return fmt::format(fmt::runtime(msgid), args...);
    }
}

template <class... Args>
std::string trf(const char* msgid, Args&&... args) {
    return format_message(msgid, tr(msgid), std::forward<Args>(args)...);
}

template <class... Args>
std::string ntrf(const char* singular, const char* plural, long long count, Args&&... args) {
    return format_message(count == 1 ? singular : plural, ntr(singular, plural, count),
                          std::forward<Args>(args)...);
}

// "en" or "fr" (also "english", "français", ...); empty for anything else.
std::optional<Language> parse_language(std::string_view name);
// The language the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG): French when the
// first of them that is set starts with "fr", English otherwise.
Language language_from_environment();
// Where the program finds its catalogues: `locale` beside the executable (the build tree), else
// the installed locale directory relative to the executable (P/games/marienbad finds
// P/share/locale wherever P is), else the locale directory configured at build time.
std::filesystem::path default_locale_directory();
// Makes `language` the language of every later tr() call.
void activate_language(Language language, const std::filesystem::path& locale_directory);

}  // namespace marienbad
