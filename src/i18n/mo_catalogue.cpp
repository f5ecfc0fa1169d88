// Reading a .mo file and looking its messages up.
#include "i18n/mo_catalogue.hpp"

#include <cstdint>
#include <cstdio>
#include <iterator>
#include <memory>

namespace marienbad {
namespace {

constexpr std::uint32_t k_magic = 0x950412de;  // as written by a little-endian msgfmt
constexpr std::uint32_t k_magic_swapped = 0xde120495;

class Reader {
  public:
    explicit Reader(std::string_view bytes) : bytes_(bytes) {}

    bool fits(std::size_t offset, std::size_t length) const {
        return offset <= bytes_.size() && length <= bytes_.size() - offset;
    }
    std::uint32_t word(std::size_t offset) const {
        std::uint32_t value = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            const auto byte = static_cast<std::uint32_t>(
                static_cast<unsigned char>(bytes_[offset + (swapped_ ? i : 3 - i)]));
            value = (value << 8) | byte;
        }
        return value;
    }
    void set_swapped(bool swapped) { swapped_ = swapped; }
    // The string of table entry `index` (its length, then its offset), if it lies in the bytes
    // and ends with its NUL.
    std::optional<std::string_view> string(std::size_t table, std::size_t index) const {
        const std::size_t entry = table + index * 8;
        if (!fits(entry, 8)) {
            return std::nullopt;
        }
        const std::size_t length = word(entry);
        const std::size_t offset = word(entry + 4);
        if (!fits(offset, length + 1) || bytes_[offset + length] != '\0') {
            return std::nullopt;
        }
        return bytes_.substr(offset, length);
    }

  private:
    std::string_view bytes_;
    bool swapped_ = false;
};

}  // namespace

std::optional<MoCatalogue> MoCatalogue::parse(std::string bytes) {
    MoCatalogue catalogue;
    catalogue.bytes_ = std::make_unique<const std::string>(std::move(bytes));
    Reader reader(*catalogue.bytes_);
    if (!reader.fits(0, 20)) {
        return std::nullopt;
    }
    const std::uint32_t magic = reader.word(0);
    if (magic != k_magic && magic != k_magic_swapped) {
        return std::nullopt;
    }
    // word() reads little-endian: a big-endian file reads as the swapped magic.
    reader.set_swapped(magic == k_magic_swapped);
    const std::size_t count = reader.word(8);
    const std::size_t originals = reader.word(12);
    const std::size_t translations = reader.word(16);
    for (std::size_t index = 0; index < count; ++index) {
        const auto original = reader.string(originals, index);
        const auto translation = reader.string(translations, index);
        if (!original || !translation) {
            return std::nullopt;
        }
        // A plural message is "singular\0plural": it is found by its singular.
        const std::string_view msgid = original->substr(0, original->find('\0'));
        if (msgid.empty()) {
            const std::string_view header = *translation;
            catalogue.plural_when_more_than_one_ = header.find("plural=(n > 1)") != header.npos;
            continue;
        }
        catalogue.translations_.emplace(msgid, *translation);
    }
    return catalogue;
}

std::optional<MoCatalogue> MoCatalogue::read(const std::filesystem::path& path) {
    // The C library's files, not the streams: the browser's build then links no iostreams.
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                               &std::fclose);
    if (file == nullptr) {
        return std::nullopt;
    }
    std::string bytes;
    char buffer[4096];
    std::size_t count = 0;
    while ((count = std::fread(buffer, 1, sizeof buffer, file.get())) > 0) {
        bytes.append(buffer, count);
    }
    if (std::ferror(file.get()) != 0) {
        return std::nullopt;
    }
    return parse(std::move(bytes));
}

const char* MoCatalogue::translate(const char* msgid) const {
    const auto found = translations_.find(msgid);
    // A singular message's translation is followed by its NUL in the file.
    return found != translations_.end() ? found->second.data() : msgid;
}

const char* MoCatalogue::translate(const char* singular, const char* plural,
                                   unsigned long count) const {
    const auto found = translations_.find(singular);
    if (found == translations_.end()) {
        return count == 1 ? singular : plural;
    }
    // The forms, NUL-separated: the one the rule picks, else the first.
    std::string_view forms = found->second;
    for (std::size_t index = plural_index(count); index > 0; --index) {
        const std::size_t end = forms.find('\0');
        if (end == forms.npos) {
            return found->second.data();
        }
        forms.remove_prefix(end + 1);
    }
    return forms.data();
}

std::size_t MoCatalogue::plural_index(unsigned long count) const {
    return plural_when_more_than_one_ ? (count > 1 ? 1 : 0) : (count != 1 ? 1 : 0);
}

}  // namespace marienbad
