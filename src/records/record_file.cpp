// Reading and writing record files.
#include "records/record_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/excerpt.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The most characters of a path a message quotes: more than a value (a path is rarely junk, and
// its end names the file), still one line.
constexpr std::size_t k_path_characters = 160;
// The most numbered files looked at for a game's: past it, that game is not recorded.
constexpr int k_most_numbers = 10'000;

std::string shown(const std::string& path) {
    return excerpt(path, k_path_characters);
}

std::string target_problem_message(TargetProblem problem, std::string_view option,
                                   const std::string& path) {
    switch (problem) {
        case TargetProblem::none:
            break;
        case TargetProblem::empty:
            return trf("{0}: give the name of a file", option);
        case TargetProblem::directory:
            return trf("{0}: cannot write {1}: it is a directory; give the name of a file", option,
                       shown(path));
        case TargetProblem::not_regular:
            return trf("{0}: cannot write {1}: it is not a regular file (a device, a pipe...)",
                       option, shown(path));
        case TargetProblem::link_loop:
            return trf("{0}: cannot write {1}: it is a symbolic link in a loop of links", option,
                       shown(path));
        case TargetProblem::read_only:
            return trf("{0}: cannot write {1}: it is read-only", option, shown(path));
        case TargetProblem::missing_directory:
            return trf("{0}: cannot write {1}: its directory does not exist", option, shown(path));
        case TargetProblem::directory_closed:
            return trf("{0}: cannot write {1}: its directory may not be written", option,
                       shown(path));
    }
    return {};
}

// The text of the file at `path`, at most k_record_max_bytes + 1 bytes of it.
std::string read_record_text(const std::string& path, std::string_view option) {
    // Not blocking on a pipe; a directory or a device is refused before anything is read.
    const int descriptor = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) {
        throw UsageError(trf("{0}: cannot read {1}", option, shown(path)));
    }
    struct stat status {};
    std::string problem;
    if (fstat(descriptor, &status) != 0) {
        problem = trf("{0}: cannot read {1}", option, shown(path));
    } else if (S_ISDIR(status.st_mode)) {
        problem = trf("{0}: {1} is a directory, not a record", option, shown(path));
    } else if (!S_ISREG(status.st_mode)) {
        problem = trf("{0}: {1} is not a regular file, not a record", option, shown(path));
    }
    std::string text;
    std::array<char, 1 << 16> buffer{};
    while (problem.empty() && text.size() <= k_record_max_bytes) {
        const ssize_t got = read(descriptor, buffer.data(), buffer.size());
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got < 0) {
            problem = trf("{0}: cannot read {1}", option, shown(path));
        } else if (got == 0) {
            break;
        }
        text.append(buffer.data(), static_cast<std::size_t>(std::max<ssize_t>(got, 0)));
    }
    close(descriptor);
    if (!problem.empty()) {
        throw UsageError(problem);
    }
    return text;
}

// Whether the file at `path` holds nothing, or a Marienbad record (of any game or version), which
// a record may replace; anything else is someone's, which it must not destroy.
bool replaceable(const std::string& path) {
    try {
        const std::string text = read_record_text(path, "");
        const bool blank = text.find_first_not_of(" \t\r\n") == std::string::npos;
        return blank || says_it_is_a_record(parse_record(text));
    } catch (const UsageError&) {
        return false;
    }
}

}  // namespace

std::string numbered_record_path(const std::string& path, int number) {
    const std::filesystem::path given(path);
    std::filesystem::path numbered = given.parent_path();
    numbered /= given.stem().string() + "-" + std::to_string(number) + given.extension().string();
    return numbered.string();
}

RecordKeeper::RecordKeeper(std::optional<std::string> path, std::string_view option)
    : given_(std::move(path)) {
    if (!given_) {
        return;
    }
    target_ = check_write_target(*given_);
    if (target_.problem != TargetProblem::none) {
        throw UsageError(target_problem_message(target_.problem, option, *given_));
    }
    std::error_code absent;
    if (std::filesystem::exists(target_.path, absent) && !replaceable(target_.path)) {
        throw UsageError(
            trf("{0}: cannot write {1}: it is not a Marienbad record, and writing would replace it",
                option, shown(*given_)));
    }
}

std::string RecordKeeper::keep(const GameDescription& game, const GameSession& session,
                               int number) {
    if (!given_) {
        return {};
    }
    const std::string text = record_json(game, session).dump() + "\n";
    const auto found = games_.find(number);
    if (found == games_.end() && number > 1) {
        return claim_numbered_file(number, text);
    }
    GameFile& file = found != games_.end()
                         ? found->second
                         : games_.emplace(number, GameFile{target_.path}).first->second;
    if (file.failed) {
        return {};
    }
    if (write_file_atomically(file.path, text, true) == WriteOutcome::written) {
        return {};
    }
    file.failed = true;
    return trf("The game can no longer be written to {0}.", shown(file.path));
}

std::string RecordKeeper::claim_numbered_file(int number, const std::string& text) {
    for (int tries = 0; tries < k_most_numbers; ++tries) {
        const std::string path = numbered_record_path(*given_, next_number_++);
        switch (write_file_atomically(path, text, false)) {
            case WriteOutcome::written:
                games_.emplace(number, GameFile{path});
                return trf("This game is recorded in {0}.", shown(path));
            case WriteOutcome::exists:
                continue;
            case WriteOutcome::failed:
                games_.emplace(number, GameFile{path, true});
                return trf("The game can no longer be written to {0}.", shown(path));
        }
    }
    games_.emplace(number, GameFile{*given_, true});
    return trf("The game can no longer be written to {0}.", shown(*given_));
}

LoadedRecord read_record(const std::string& path, std::string_view option,
                         const GameDescription* expected) {
    const std::string text = read_record_text(path, option);
    try {
        return load_record(parse_record(text), expected);
    } catch (const UsageError& error) {
        throw UsageError(trf("{0}: {1}: {2}", option, shown(path), error.what()));
    }
}

}  // namespace marienbad
