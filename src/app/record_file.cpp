// Reading and writing record files.
#include "app/record_file.hpp"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

bool write_record(const std::string& path, const GameDescription& game,
                  const GameSession& session) {
    const std::string part = path + ".part";
    {
        std::ofstream file(part, std::ios::trunc);
        file << record_json(game, session).dump() << '\n';
        if (!file.flush()) {
            return false;
        }
    }
    std::error_code error;
    std::filesystem::rename(part, path, error);
    return !error;
}

std::string RecordKeeper::keep(const GameDescription& game, const GameSession& session) {
    if (!path_ || failed_ || write_record(*path_, game, session)) {
        return {};
    }
    failed_ = true;
    return trf("The game can no longer be written to {0}.", *path_);
}

LoadedRecord read_record(const std::string& path, std::string_view option,
                         const GameDescription* expected) {
    std::ifstream file(path);
    if (!file) {
        throw UsageError(trf("{0}: cannot read {1}", option, path));
    }
    try {
        return load_record(nlohmann::json::parse(file, nullptr, false), expected);
    } catch (const UsageError& error) {
        throw UsageError(trf("{0}: {1}: {2}", option, path, error.what()));
    }
}

}  // namespace marienbad
