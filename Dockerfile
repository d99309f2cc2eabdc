# catchd container image: build and test with Bun, then ship only the executable.
#   docker build -t catchd .
#   docker run -d --name catchd -p 3000:3000 -v catchd-data:/data \
#     -e CATCHD_BASE_URL=https://catch.example.org catchd
# See docs/operations.md ("Container image").
#
# The base images are build arguments, so a machine without an image registry builds the same
# stages from local images (test/platform/image.check.ts does); EXECUTABLE=prebuilt packages an
# executable already built (`npm run build`, or a release file) instead of compiling one here:
#   podman build --build-arg EXECUTABLE=prebuilt -f Dockerfile -t catchd DIR   # DIR holds only `catchd`
ARG BUN_IMAGE=oven/bun:1.4
ARG RUNTIME_IMAGE=gcr.io/distroless/cc-debian12:nonroot
ARG EXECUTABLE=build

FROM ${BUN_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN bun install
COPY . .
# The test suite gates the image. Tests that need Chromium or Node (docs page, OpenAPI
# linters) skip themselves here; CI runs them.
RUN bun test
RUN bun run build
# An empty data directory owned by the runtime user: a named volume mounted on /data
# starts as a copy of it, so the non-root server can write there.
RUN mkdir -p /out/data && chmod 0700 /out/data

# The same two paths from an executable in the build context (no shell needed: WORKDIR makes the folder).
FROM scratch AS prebuilt
WORKDIR /out/data
COPY catchd /src/dist/catchd

FROM ${EXECUTABLE} AS executable

# glibc and libstdc++ only: what Bun's compiled executables link against. No shell.
FROM ${RUNTIME_IMAGE}
COPY --from=executable /src/dist/catchd /usr/local/bin/catchd
COPY --from=executable --chown=65532:65532 /out/data /data
ENV CATCHD_DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
VOLUME ["/data"]
EXPOSE 3000
USER 65532:65532
# There is no curl in the image: the binary checks its own /readyz.
HEALTHCHECK --interval=30s --timeout=6s --start-period=15s --retries=3 CMD ["/usr/local/bin/catchd", "healthcheck"]
# `serve` is the default; `docker exec catchd catchd keys create ...` runs the CLI.
ENTRYPOINT ["/usr/local/bin/catchd"]
CMD ["serve"]
