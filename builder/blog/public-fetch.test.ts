import type { LookupAddress } from "node:dns";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { readCapped } from "../../app/nostr/well-known";
import {
  isPublicAddress,
  NonPublicAddressError,
  publicAddresses,
  publicFetch,
  publicLookup,
  type Resolve,
} from "./public-fetch";

const family = (address: string) => (address.includes(":") ? 6 : 4);

/** A resolver that answers `addresses` for every name, and keeps the names it was asked. */
function resolver(addresses: string[]) {
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    return addresses.map((address) => ({ address, family: family(address) }));
  };
  return { asked, resolve };
}

/** What a lookup calls back with: an error, or the address(es) and family. */
function lookUp(resolve: Resolve, options: Parameters<ReturnType<typeof publicLookup>>[1]) {
  return new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolved) =>
    publicLookup(resolve)("covers.images.test", options, (error, address, family) =>
      resolved({ error, address, family }),
    ),
  );
}

describe("isPublicAddress", () => {
  it("refuses every address that is not public unicast", () => {
    for (const address of [
      "127.0.0.1", // loopback
      "127.255.0.9",
      "10.1.2.3", // private
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254", // link-local (the cloud metadata address)
      "100.64.0.1", // carrier-grade NAT
      "100.127.255.254",
      "0.0.0.0", // unspecified
      "224.0.0.1", // multicast
      "255.255.255.255", // broadcast
      "192.0.2.1", // reserved for documentation
      "198.18.0.1", // benchmarking
      "240.0.0.1", // reserved
      "::1", // IPv6 loopback
      "::", // unspecified
      "fc00::1", // unique local
      "fd12:3456::1",
      "fe80::1", // link-local
      "fe80::1%eth0",
      "ff02::1", // multicast
      "2001:db8::1", // documentation
      "::ffff:127.0.0.1", // IPv4-mapped forms of the above
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "::127.0.0.1", // IPv4-compatible (deprecated): outside the global unicast space
      "64:ff9b::10.0.0.1", // NAT64 of a private address
      "localhost",
      "not an address",
      "",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("accepts public addresses, in either family and IPv4-mapped", () => {
    for (const address of [
      "93.184.215.14",
      "1.1.1.1",
      "8.8.8.8",
      "100.128.0.1", // just past carrier-grade NAT
      "172.32.0.1", // just past 172.16/12
      "2606:4700:4700::1111",
      "2a00:1450:4001:81a::200e",
      "::ffff:93.184.215.14",
      "64:ff9b::8.8.8.8", // NAT64 of a public address
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe("publicAddresses", () => {
  it("answers every address of a name whose addresses are all public", async () => {
    const { asked, resolve } = resolver(["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]);
    expect(await publicAddresses("covers.images.test", resolve)).toEqual([
      { address: "93.184.215.14", family: 4 },
      { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
    ]);
    expect(asked).toEqual(["covers.images.test"]);
  });

  it("refuses a name with any non-public address, or none", async () => {
    await expect(publicAddresses("a.test", resolver(["1.1.1.1", "::1"]).resolve)).rejects.toThrow(
      new NonPublicAddressError("a.test resolves to ::1, not a public address"),
    );
    await expect(publicAddresses("a.test", resolver([]).resolve)).rejects.toThrow("a.test resolves to no address");
  });
});

describe("publicLookup", () => {
  it("gives the connection the addresses it checked: all of them, or the first of the family asked", async () => {
    const addresses = ["93.184.215.14", "2606:4700:4700::1111", "1.1.1.1"];
    const { asked, resolve } = resolver(addresses);
    expect(await lookUp(resolve, { all: true })).toEqual({
      error: null,
      address: addresses.map((address) => ({ address, family: family(address) })),
    });
    expect(await lookUp(resolve, {})).toEqual({ error: null, address: "93.184.215.14", family: 4 });
    expect(await lookUp(resolve, { family: 6 })).toEqual({ error: null, address: "2606:4700:4700::1111", family: 6 });
    expect(await lookUp(resolve, { family: "IPv4", all: true })).toMatchObject({
      address: [
        { address: "93.184.215.14", family: 4 },
        { address: "1.1.1.1", family: 4 },
      ],
    });
    // One resolution per connection: what was checked is what is connected to.
    expect(asked).toHaveLength(4);
  });

  it("fails the connection for a refused name, or when the family asked has no address", async () => {
    const refused = await lookUp(resolver(["10.0.0.1"]).resolve, { all: true });
    expect(refused.error).toBeInstanceOf(NonPublicAddressError);
    expect(refused.error?.message).toBe("covers.images.test resolves to 10.0.0.1, not a public address");
    const none = await lookUp(resolver(["1.1.1.1"]).resolve, { family: 6 });
    expect(none.error).toMatchObject({ code: "ENOTFOUND" });
  });
});

describe("publicFetch", () => {
  it("refuses a URL on a non-public IP address without connecting or resolving anything", async () => {
    let requests = 0;
    const server = createServer((_, response) => {
      requests++;
      response.end("reached");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const { asked, resolve } = resolver(["93.184.215.14"]);
    const fetchFn = publicFetch({ resolve });
    try {
      for (const url of [`http://127.0.0.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, "https://[fe80::1]/"]) {
        const failure = await fetchFn(url, {}).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure, url).toBeInstanceOf(TypeError);
        expect((failure as TypeError).cause, url).toBeInstanceOf(NonPublicAddressError);
      }
      expect(requests).toBe(0);
      expect(asked).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("refuses a name that resolves to a loopback address at connection time", async () => {
    const { asked, resolve } = resolver(["127.0.0.1"]);
    const failure = await publicFetch({ resolve })("https://rebound.images.test/", {}).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((failure as TypeError).cause).toEqual(
      new NonPublicAddressError("rebound.images.test resolves to 127.0.0.1, not a public address"),
    );
    expect(asked).toEqual(["rebound.images.test"]);
  });

  it("connects to the address it checked, and reads the answer as the copier does", async () => {
    const server = createServer((request, response) => {
      response.writeHead(200, { "content-type": "image/png" }).end(`host ${request.headers.host}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // A name no DNS knows, answered 127.0.0.1 by the test's resolver and let through by the test's own rule: the
    // answer can only come from the address the lookup checked.
    const { asked, resolve } = resolver(["127.0.0.1"]);
    const checked: string[] = [];
    const fetchFn = publicFetch({ resolve, isPublic: (address) => (checked.push(address), address === "127.0.0.1") });
    try {
      const response = await fetchFn(`http://pinned.images.test:${port}/covers/a.png`, { redirect: "error" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const body = await readCapped(response, 1_000);
      expect(new TextDecoder().decode(body)).toBe(`host pinned.images.test:${port}`);
      expect(asked).toEqual(["pinned.images.test"]);
      expect(checked).toEqual(["127.0.0.1"]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
