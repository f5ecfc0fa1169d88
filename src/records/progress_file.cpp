// The progress file: where it is, read, and written after each change.
#include "records/progress_file.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "i18n/i18n.hpp"
#include "records/safe_file.hpp"

namespace marienbad {
namespace {

std::optional<std::string> environment(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') {
        return std::nullopt;
    }
    return std::string(value);
}

// The file's text; none when it does not exist.
std::optional<std::string> file_text(const std::string& path) {
    std::error_code error;
    if (!std::filesystem::exists(path, error)) {
        return std::nullopt;
    }
    if (!std::filesystem::is_regular_file(path, error)) {
        throw ProgressError(trf("{0}: not a file", path));
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw ProgressError(trf("{0}: cannot be read", path));
    }
    std::string text;
    std::array<char, 4096> buffer{};
    while (in.read(buffer.data(), buffer.size()) || in.gcount() > 0) {
        text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
        if (text.size() > k_progress_max_bytes) {
            break;  // refused as too large by the parser
        }
    }
    return text;
}

}  // namespace

std::optional<std::string> progress_file_path() {
    std::filesystem::path directory;
    if (const auto data = environment("XDG_DATA_HOME");
        data && std::filesystem::path(*data).is_absolute()) {
        directory = *data;
    } else if (const auto home = environment("HOME")) {
        directory = std::filesystem::path(*home) / ".local" / "share";
    } else {
        return std::nullopt;
    }
    return (directory / "marienbad" / "progress.json").string();
}

Progress read_progress_file(const std::optional<std::string>& path) {
    if (!path) {
        return {};
    }
    const std::optional<std::string> text = file_text(*path);
    if (!text) {
        return {};
    }
    try {
        return Progress::from_json(*text);
    } catch (const ProgressError& error) {
        throw ProgressError(trf("{0}: {1}", *path, error.what()));
    }
}

std::shared_ptr<ProgressKeeper> progress_keeper_for(const std::optional<std::string>& path,
                                                    std::string& warning) {
    Progress progress;
    bool usable = path.has_value();
    try {
        progress = read_progress_file(path);
    } catch (const ProgressError& error) {
        warning =
            trf("{0}; it is left as it is, and this session's progress is not kept.", error.what());
        usable = false;
    }
    auto failed = std::make_shared<bool>(false);
    auto save = [path, usable, failed](const Progress& changed) -> std::string {
        if (!usable || *failed) {
            return {};
        }
        try {
            read_progress_file(path);  // still a progress document, or still absent
        } catch (const ProgressError& error) {
            *failed = true;
            return trf("{0}; it is left as it is, and this session's progress is no longer kept.",
                       error.what());
        }
        std::error_code error;
        std::filesystem::create_directories(std::filesystem::path(*path).parent_path(), error);
        if (!error &&
            write_file_atomically(*path, changed.to_json(), true) == WriteOutcome::written) {
            return {};
        }
        *failed = true;
        return trf("{0}: the progress could not be written; it is no longer kept in this session.",
                   *path);
    };
    return std::make_shared<ProgressKeeper>(std::move(progress), std::move(save));
}

}  // namespace marienbad
