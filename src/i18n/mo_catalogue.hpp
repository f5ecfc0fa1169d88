// A compiled catalogue (a GNU gettext .mo file, as msgfmt writes po/<lang>.po) read into memory,
// and its translations looked up as gettext looks them up: a message with no translation is
// itself, a plural message takes the form its catalogue's plural rule picks (English and French
// rules, the two the catalogues declare). The browser's build translates with it
// (i18n/catalogue_translation.cpp); the tests check that it says what GNU gettext says.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace marienbad {

class MoCatalogue {
  public:
    // The catalogue in `bytes`; none when they are not a .mo file (wrong magic number, a table
    // or a string outside the bytes).
    static std::optional<MoCatalogue> parse(std::string bytes);
    // The catalogue in a file; none when it cannot be read or is not a .mo file.
    static std::optional<MoCatalogue> read(const std::filesystem::path& path);

    MoCatalogue(const MoCatalogue&) = delete;
    MoCatalogue& operator=(const MoCatalogue&) = delete;
    MoCatalogue(MoCatalogue&&) noexcept = default;
    MoCatalogue& operator=(MoCatalogue&&) noexcept = default;
    ~MoCatalogue() = default;

    // The translation of `msgid`, or `msgid` itself when there is none. The text lives as long as
    // the catalogue.
    const char* translate(const char* msgid) const;
    // The form for `count` of a plural message, or the English form when there is none.
    const char* translate(const char* singular, const char* plural, unsigned long count) const;
    // How many messages it translates (the header left out).
    std::size_t size() const { return translations_.size(); }

  private:
    MoCatalogue() = default;
    // The index of the plural form for `count`, by the header's rule.
    std::size_t plural_index(unsigned long count) const;

    std::unique_ptr<const std::string> bytes_;  // the file; every view below points into it
    // msgid (a plural message's singular) -> its translations, NUL-separated.
    std::unordered_map<std::string_view, std::string_view> translations_;
    bool plural_when_more_than_one_ = false;  // French: (n > 1); else English: (n != 1)
};

}  // namespace marienbad
